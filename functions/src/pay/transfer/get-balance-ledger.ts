import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { balanceLedger } from './balance-ledger-service';
import { balanceLedgerQuery } from './contract';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: balanceLedgerQuery,
  run: async ({ merchant, query }) => {
    const page = await balanceLedger(merchant.merchantId, query);
    return { message: 'Balance ledger retrieved', data: page.data, meta: page.meta };
  },
});
