import { httpRoute } from '../../lib/http/http-route';
import { deleteAccountBody } from './contract';
import { deleteAccount } from './account-service';
import { refreshCookieName } from './session-cookie';

export const handler = httpRoute({
  access: 'customer',
  body: deleteAccountBody,
  run: async ({ body, identity, sourceIp, cookies, headers }) => ({
    message: 'Your account and personal data have been deleted',
    cookies: await deleteAccount(identity.userId, body.password, sourceIp, cookies[refreshCookieName], headers.host),
  }),
});
