import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { initializeTransactionBody } from './contract';
import { idempotent } from './idempotency-service';
import { initializeTransaction } from './transaction-create';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: initializeTransactionBody,
  run: async ({ merchant, body, headers, rawBody }) =>
    idempotent(merchant.merchantId, 'initialize', headers, rawBody, async () => ({
      message: 'Authorization URL created',
      data: await initializeTransaction(merchant, body, headers),
    })),
});
