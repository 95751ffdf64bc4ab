import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { resolveAccount } from './bank-service';
import { resolveAccountQuery } from './contract';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: resolveAccountQuery,
  run: async ({ query }) => ({ message: 'Account number resolved', data: resolveAccount(query) }),
});
