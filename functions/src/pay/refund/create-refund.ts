import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { idempotencyKeyOf, idempotent } from '../transaction/idempotency-service';
import { createRefundBody } from './contract';
import { createRefund } from './refund-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createRefundBody,
  run: async ({ merchant, body, headers, rawBody }) =>
    idempotent(merchant.merchantId, 'refund', headers, rawBody, async () => ({
      message: 'Refund has been queued for processing',
      data: await createRefund(merchant, body, idempotencyKeyOf(headers)),
    })),
});
