import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { customerParams, updateCustomerBody } from './contract';
import { updateCustomer } from './customer-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: customerParams,
  body: updateCustomerBody,
  run: async ({ merchant, params, body }) => ({ message: 'Customer updated', data: await updateCustomer(merchant.merchantId, params.email_or_code, body) }),
});
