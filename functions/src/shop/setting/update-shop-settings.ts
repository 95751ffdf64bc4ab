import { httpRoute } from '../../lib/http/http-route';
import { updateShopSettingsBody } from './contract';
import { updateShopSettings } from './setting-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: updateShopSettingsBody,
  run: async ({ body, identity }) => ({ message: 'Settings saved', data: await updateShopSettings(identity.userId, body) }),
});
