import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { requestInlineBody } from './contract';
import { requestInline } from './request-inline-service';

export const handler = httpRoute({
  access: 'merchant-public-key',
  envelope: 'pay',
  authenticateMerchant,
  body: requestInlineBody,
  run: async ({ merchant, body, headers }) => ({ message: 'Access code created', data: await requestInline(merchant, body, headers) }),
});
