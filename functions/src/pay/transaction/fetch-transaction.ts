import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchantEitherMode } from '../merchant/merchant-service';
import { transactionIdParams } from './lookup-contract';
import { merchantTransaction } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  // Answers only the key's mode's transactions, so a live key may read (and sees no test payment).
  authenticateMerchant: authenticateMerchantEitherMode,
  params: transactionIdParams,
  run: async ({ merchant, params }) => ({ message: 'Transaction retrieved', data: await merchantTransaction(merchant.merchantId, params.id, merchant.mode) }),
});
