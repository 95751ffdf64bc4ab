import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { transferParams } from './contract';
import { merchantTransfer } from './transfer-lookup';
import { transferView } from './transfer-view';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: transferParams,
  run: async ({ merchant, params }) => ({ message: 'Transfer retrieved', data: transferView(await merchantTransfer(merchant.merchantId, params.id_or_code)) }),
});
