import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { splitParams, updateSplitBody } from './contract';
import { updateSplit } from './split-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: splitParams,
  body: updateSplitBody,
  run: async ({ merchant, params, body }) => ({ message: 'Split group updated', data: await updateSplit(merchant.merchantId, params.id, body) }),
});
