import { httpRoute } from '../../lib/http/http-route';
import { requestRemakeBody } from './remake-request-contract';
import { requestRemake } from './remake-service';

export const handler = httpRoute({
  access: 'customer',
  body: requestRemakeBody,
  run: async ({ body, identity }) => ({ statusCode: 201, message: 'Remake requested', data: await requestRemake(identity.userId, body) }),
});
