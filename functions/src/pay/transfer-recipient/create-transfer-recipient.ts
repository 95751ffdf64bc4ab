import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { recipientBody } from './contract';
import { createRecipient } from './recipient-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: recipientBody,
  run: async ({ merchant, body }) => ({ message: 'Transfer recipient created successfully', data: await createRecipient(merchant, body) }),
});
