import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { recipientParams, updateRecipientBody } from './contract';
import { updateRecipient } from './recipient-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: recipientParams,
  body: updateRecipientBody,
  run: async ({ merchant, params, body }) => ({ message: 'Recipient updated', data: await updateRecipient(merchant.merchantId, params.id_or_code, body) }),
});
