import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { removeSplitSubaccountBody, splitParams } from './contract';
import { removeSplitSubaccount } from './split-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: splitParams,
  body: removeSplitSubaccountBody,
  run: async ({ merchant, params, body }) => ({ message: 'Subaccount removed', data: await removeSplitSubaccount(merchant.merchantId, params.id, body.subaccount) }),
});
