import { httpRoute } from '../../lib/http/http-route';

export const handler = httpRoute({
  access: 'public',
  // Pay answers in its own envelope (`{status, message, data}`) on every route, this one included.
  envelope: 'pay',
  run: async () => ({ message: 'Pay API is healthy', data: { service: 'pay', time: new Date().toISOString() } }),
});
