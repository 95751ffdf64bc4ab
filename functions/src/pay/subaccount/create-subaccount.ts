import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { createSubaccountBody } from './contract';
import { createSubaccount } from './subaccount-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createSubaccountBody,
  run: async ({ merchant, body }) => ({ message: 'Subaccount created', data: await createSubaccount(merchant, body) }),
});
