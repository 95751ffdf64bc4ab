import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { referenceParams } from './contract';
import { verifyTransaction } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: referenceParams,
  run: async ({ merchant, params }) => ({ message: 'Verification successful', data: await verifyTransaction(merchant.merchantId, params.reference) }),
});
