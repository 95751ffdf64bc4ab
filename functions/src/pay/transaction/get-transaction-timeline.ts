import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { idOrReferenceParams } from './lookup-contract';
import { transactionTimeline } from './timeline-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: idOrReferenceParams,
  run: async ({ merchant, params }) => ({ message: 'Timeline retrieved', data: await transactionTimeline(merchant.merchantId, params.id_or_reference) }),
});
