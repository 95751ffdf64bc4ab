import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { subaccountParams, updateSubaccountBody } from './contract';
import { updateSubaccount } from './subaccount-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: subaccountParams,
  body: updateSubaccountBody,
  run: async ({ merchant, params, body }) => ({ message: 'Subaccount updated', data: await updateSubaccount(merchant.merchantId, params.id_or_code, body) }),
});
