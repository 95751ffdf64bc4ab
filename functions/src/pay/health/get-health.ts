import { httpRoute } from '../../lib/http/http-route';

export const handler = httpRoute({
  access: 'public',
  run: async () => ({ message: 'Pay API is healthy', data: { service: 'pay', time: new Date().toISOString() } }),
});
