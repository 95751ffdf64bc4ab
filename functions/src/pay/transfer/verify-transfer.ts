import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { verifyTransferParams } from './contract';
import { merchantTransferByReference } from './transfer-lookup';
import { transferView } from './transfer-view';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: verifyTransferParams,
  run: async ({ merchant, params }) => ({ message: 'Transfer retrieved', data: transferView(await merchantTransferByReference(merchant.merchantId, params.reference)) }),
});
