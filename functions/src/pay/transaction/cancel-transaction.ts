import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { cancelTransaction } from './cancel-service';
import { referenceParams } from './lookup-contract';
import { idempotent } from './idempotency-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: referenceParams,
  run: async ({ merchant, params, headers, rawBody }) =>
    idempotent(merchant.merchantId, `cancel:${params.reference}`, headers, rawBody, async () => ({
      message: 'Transaction cancelled',
      data: await cancelTransaction(merchant.merchantId, params.reference),
    })),
});
