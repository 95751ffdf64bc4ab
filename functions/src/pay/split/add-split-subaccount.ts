import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { addSplitSubaccountBody, splitParams } from './contract';
import { addSplitSubaccount } from './split-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: splitParams,
  body: addSplitSubaccountBody,
  run: async ({ merchant, params, body }) => ({ message: 'Subaccount added', data: await addSplitSubaccount(merchant.merchantId, params.id, body) }),
});
