import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { recipientParams } from './contract';
import { deactivateRecipient } from './recipient-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: recipientParams,
  run: async ({ merchant, params }) => {
    await deactivateRecipient(merchant.merchantId, params.id_or_code);
    return { message: 'Transfer recipient set as inactive' };
  },
});
