import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { finalizeTransferBody } from './contract';
import { finalizeTransfer } from './transfer-otp-service';
import { createdTransferView } from './transfer-view';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: finalizeTransferBody,
  run: async ({ merchant, body }) => ({ message: 'Transfer has been queued', data: createdTransferView(await finalizeTransfer(merchant.merchantId, body)) }),
});
