import { defineRoutes } from '../lib/http/route-entry';

/**
 * The Shop API, mounted under `/api/v1`. One entry per route: infrastructure, the local gateway and the
 * tests are all derived from this list.
 */
export const routes = defineRoutes([
  { method: 'GET', path: '/health', handler: 'shop/health/get-health.ts', access: 'public', needs: [] },
  { method: 'GET', path: '/category/fetch-all-categories', handler: 'shop/category/fetch-all-categories.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/product/fetch-all-products', handler: 'shop/product/fetch-all-products.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/product/fetch-products-by-ids', handler: 'shop/product/fetch-products-by-ids.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/product/{id}', handler: 'shop/product/get-product.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/setting/fetch-shop-settings', handler: 'shop/setting/fetch-shop-settings.ts', access: 'public', needs: ['table:read'] },
]);
