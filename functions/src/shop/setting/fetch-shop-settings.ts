import { httpRoute } from '../../lib/http/http-route';
import { getShopSettings } from './setting-service';

export const handler = httpRoute({
  access: 'public',
  run: async () => ({ message: 'Shop settings fetched', data: await getShopSettings() }),
});
