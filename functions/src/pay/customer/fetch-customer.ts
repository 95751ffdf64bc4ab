import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { customerParams } from './contract';
import { fetchCustomer } from './customer-detail-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: customerParams,
  run: async ({ merchant, params }) => ({ message: 'Customer retrieved', data: await fetchCustomer(merchant.merchantId, params.email_or_code) }),
});
