import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { transactionIdParams } from './lookup-contract';
import { setIp } from './checkout-log-service';

export const handler = httpRoute({
  access: 'merchant-public-key',
  envelope: 'pay',
  authenticateMerchant,
  params: transactionIdParams,
  run: async ({ merchant, params, sourceIp }) => {
    await setIp(merchant.merchantId, params.id, sourceIp);
    return { message: 'IP address set' };
  },
});
