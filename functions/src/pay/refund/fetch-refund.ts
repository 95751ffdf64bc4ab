import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { refundIdParams } from './contract';
import { fetchRefund } from './refund-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: refundIdParams,
  run: async ({ merchant, params }) => ({ message: 'Refund retrieved', data: await fetchRefund(merchant.merchantId, params.id) }),
});
