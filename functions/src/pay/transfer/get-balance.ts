import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { merchantBalances } from './balance-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  run: async ({ merchant }) => ({ message: 'Balances retrieved', data: await merchantBalances(merchant.merchantId) }),
});
