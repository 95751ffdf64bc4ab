import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listRecipientsQuery } from './contract';
import { listRecipients } from './recipient-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listRecipientsQuery,
  run: async ({ merchant, query }) => {
    const page = await listRecipients(merchant.merchantId, query);
    return { message: 'Recipients retrieved', data: page.data, meta: page.meta };
  },
});
