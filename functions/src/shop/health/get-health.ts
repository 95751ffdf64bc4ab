import { httpRoute } from '../../lib/http/http-route';

export const handler = httpRoute({
  access: 'public',
  run: async () => ({ message: 'Shop API is healthy', data: { service: 'shop', time: new Date().toISOString() } }),
});
