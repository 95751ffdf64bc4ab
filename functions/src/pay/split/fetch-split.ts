import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { splitParams } from './contract';
import { merchantSplit, viewOfSplit } from './split-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: splitParams,
  run: async ({ merchant, params }) => ({ message: 'Split retrieved', data: await viewOfSplit(await merchantSplit(merchant.merchantId, params.id)) }),
});
