import { httpRoute } from '../../lib/http/http-route';
import { updateShopSettingsBody } from './contract';
import { updateShopSettings } from './setting-service';

export const handler = httpRoute({
  access: 'admin',
  body: updateShopSettingsBody,
  run: async ({ body, identity }) => ({ message: 'Settings saved', data: await updateShopSettings(identity.userId, body) }),
});
