import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { subaccountParams } from './contract';
import { merchantSubaccount, subaccountView } from './subaccount-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: subaccountParams,
  run: async ({ merchant, params }) => ({ message: 'Subaccount retrieved', data: subaccountView(await merchantSubaccount(merchant.merchantId, params.id_or_code)) }),
});
