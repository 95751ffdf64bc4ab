import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { idempotencyKeyOf, idempotent } from '../transaction/idempotency-service';
import { createTransferBody } from './contract';
import { createTransfer } from './transfer-service';
import { createdTransferView } from './transfer-view';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createTransferBody,
  run: async ({ merchant, body, headers, rawBody }) =>
    idempotent(merchant.merchantId, 'transfer', headers, rawBody, async () => {
      const transfer = await createTransfer(merchant.merchantId, body, idempotencyKeyOf(headers));
      return { message: transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued', data: createdTransferView(transfer) };
    }),
});
