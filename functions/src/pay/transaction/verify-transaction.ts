import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchantEitherMode } from '../merchant/merchant-service';
import { referenceParams } from './lookup-contract';
import { verifyTransaction } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  // Answers only the key's mode's transactions, so a live key may read (and sees no test payment).
  authenticateMerchant: authenticateMerchantEitherMode,
  params: referenceParams,
  run: async ({ merchant, params }) => ({ message: 'Verification successful', data: await verifyTransaction(merchant.merchantId, params.reference, merchant.mode) }),
});
