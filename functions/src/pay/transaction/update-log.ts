import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { transactionIdParams, updateLogBody } from './lookup-contract';
import { updateLog } from './checkout-log-service';

export const handler = httpRoute({
  access: 'merchant-public-key',
  envelope: 'pay',
  authenticateMerchant,
  params: transactionIdParams,
  body: updateLogBody,
  run: async ({ merchant, params, body }) => {
    await updateLog(merchant.merchantId, params.id, body.payload);
    return { message: 'Log updated' };
  },
});
