import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { bulkRecipientsBody } from './contract';
import { createRecipients } from './recipient-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: bulkRecipientsBody,
  run: async ({ merchant, body }) => ({ message: 'Recipients added successfully', data: await createRecipients(merchant, body) }),
});
