import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { recipientParams } from './contract';
import { fetchRecipient } from './recipient-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: recipientParams,
  run: async ({ merchant, params }) => ({ message: 'Recipient retrieved', data: await fetchRecipient(merchant.merchantId, params.id_or_code) }),
});
