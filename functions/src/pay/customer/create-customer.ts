import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { createCustomerBody } from './contract';
import { createCustomer } from './customer-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createCustomerBody,
  run: async ({ merchant, body }) => ({ message: 'Customer created', data: await createCustomer(merchant, body) }),
});
