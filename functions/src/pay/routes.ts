import { defineRoutes } from '../lib/http/route-entry';

/**
 * The Pay API, mounted at the root of Pay's origin beside the checkout page and the pop-up script.
 * One entry per route: infrastructure, the local gateway and the tests are all derived from this list.
 */
export const routes = defineRoutes([
  { method: 'GET', path: '/health', handler: 'pay/health/get-health.ts', access: 'public', needs: [] },
]);
