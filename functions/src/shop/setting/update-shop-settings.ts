import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateShopSettingsBody } from './contract';
import { updateShopSettings } from './setting-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateShopSettingsBody,
  run: async ({ body, identity }) => ({ message: 'Settings saved', data: await updateShopSettings(identity.userId, body) }),
});
