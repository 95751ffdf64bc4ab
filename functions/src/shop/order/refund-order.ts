import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { refundOrderBody } from './contract';
import { refundOrder } from './refund-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: refundOrderBody,
  run: async ({ body, identity }) => ({ message: 'Refund requested', data: await refundOrder(identity.userId, body) }),
});
