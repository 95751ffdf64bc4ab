import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { transactionIdParams } from './contract';
import { merchantTransaction } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: transactionIdParams,
  run: async ({ merchant, params }) => ({ message: 'Transaction retrieved', data: await merchantTransaction(merchant.merchantId, params.id) }),
});
