import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControl } from '../../infra/lib/cache-control';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as payRouteTable } from '../../functions/src/pay/routes';
import { routes as shopRouteTable } from '../../functions/src/shop/routes';
import { api, payApi } from '../support/api-client';
import { payUrl, shopUrl, testStack } from '../support/stack';
import { accessTokenFor } from '../support/tokens';

interface Product {
  id: string;
  coverImage: string;
  images: string[];
  amount: number;
  topProduct: boolean;
}

const shopRoutes: readonly RouteEntry[] = shopRouteTable;
const payRoutes: readonly RouteEntry[] = payRouteTable;
const gatewayNotFound = { message: 'Not Found' };
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

describe('the local stack', () => {
  test('It should answer the Shop and Pay health routes', async () => {
    const shop = await api('/health');
    const pay = await payApi('/health');

    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ success: 1, data: { service: 'shop' } });
    expect(pay.status).toBe(200);
    expect(pay.body).toMatchObject({ status: true, data: { service: 'pay' } });
  });

  test('It should mount every route of both route tables', async () => {
    for (const [call, table] of [
      [api, shopRoutes],
      [payApi, payRoutes],
    ] as const) {
      for (const route of table) {
        const response = await call(concretePath(route.path), { method: route.method, ...(route.method === 'GET' ? {} : { body: {} }) });
        expect({ route: `${route.method} ${route.path}`, body: response.body }).not.toEqual({ route: `${route.method} ${route.path}`, body: gatewayNotFound });
        // Pay answers what no route matches itself (its `$default` route), in its envelope.
        expect({ route: `${route.method} ${route.path}`, code: (response.body as { code?: unknown }).code }).not.toEqual({ route: `${route.method} ${route.path}`, code: 'route_not_found' });
      }
    }
  });

  test('It should answer an unknown Shop API path with API Gateway’s 404, and an unknown Pay path with Pay’s route_not_found envelope', async () => {
    const response = await api('/no/such/route');

    expect(response.status).toBe(404);
    expect(response.body).toEqual(gatewayNotFound);
    const pay = await payApi('/no/such/route');
    expect(pay.status).toBe(404);
    expect(pay.body).toMatchObject({ status: false, message: 'Route not found', code: 'route_not_found' });
  });

  test('It should refuse every protected route without a token, with API Gateway’s 401 body', async () => {
    const protectedRoutes = shopRoutes.filter((route) => route.access === 'customer' || route.access === 'admin');
    for (const route of protectedRoutes) {
      const response = await api(concretePath(route.path), { method: route.method, token: route === protectedRoutes[0] ? 'not-a-jwt' : undefined });
      expect({ route: route.path, status: response.status, body: response.body }).toEqual({ route: route.path, status: 401, body: { message: 'Unauthorized' } });
    }
  });

  test('It should let a token from the local user pool through the authorizer', async () => {
    const route = shopRoutes.find((entry) => entry.access === 'customer');
    if (!route) return;
    const token = await accessTokenFor('customer');

    const response = await api(concretePath(route.path), { method: route.method, token, ...(route.method === 'GET' ? {} : { body: {} }) });

    expect(response.status).not.toBe(401);
  });

  test('It should have seeded at least 6 categories and 24 products, each with a cover and 2+ gallery images', async () => {
    const categories = await api<Array<{ name: string; image: string; productCount: number }>>('/category/fetch-all-categories');
    const products = await api<Product[]>('/product/fetch-all-products?limit=100');

    expect(categories.body.data?.length).toBeGreaterThanOrEqual(6);
    expect(categories.body.data?.map((category) => category.name)).toEqual(expect.arrayContaining(['Agbada', 'Kaftan', 'Senator', 'Ankara', 'Aso-Oke', 'Caps']));
    const list = products.body.data ?? [];
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.filter((product) => product.topProduct).length).toBeGreaterThanOrEqual(4);
    for (const product of list) {
      expect(product.coverImage).toMatch(/^\/images\//);
      expect(product.images.filter((image) => image !== product.coverImage).length).toBeGreaterThanOrEqual(2);
      expect(Number.isInteger(product.amount)).toBe(true);
    }
  });

  test('It should serve seeded images from the images bucket with an image type', async () => {
    const products = await api<Product[]>('/product/fetch-all-products?limit=1');
    const product = products.body.data?.[0];
    if (!product) throw new Error('no product');

    for (const image of [product.coverImage, product.images[1] ?? '']) {
      const response = await fetch(`${shopUrl()}${image}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      expect(await response.text()).toContain('<svg');
    }
    expect((await fetch(`${shopUrl()}/images/products/nothing/cover.svg`)).status).toBe(404);
  });

  test('It should serve the SPA, with client routes falling back to index.html and hashed assets cached long', async () => {
    const home = await fetch(`${shopUrl()}/`, { headers: { accept: 'text/html' } });
    const html = await home.text();
    const clientRoute = await fetch(`${shopUrl()}/products/all`, { headers: { accept: 'text/html' } });

    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toBe(html);
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
    if (asset) {
      const response = await fetch(`${shopUrl()}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
    expect((await fetch(`${shopUrl()}/assets/missing-abcdef12.js`)).status).toBe(404);
  });

  test('It should tell the SPA the Pay origin at run time', async () => {
    const response = await fetch(`${shopUrl()}/config.json`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payOrigin: payUrl() });
  });

  test('It should serve the pop-up script and checkout page on Pay’s origin', async () => {
    if (!existsSync(join(process.cwd(), 'popup', 'dist', 'inline.js'))) return;
    const script = await fetch(`${payUrl()}/v1/inline.js`);
    const checkout = await fetch(`${payUrl()}/popup`);

    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe(cacheControl.inlineScript);
    expect(checkout.status).toBe(existsSync(join(process.cwd(), 'popup', 'dist', 'checkout', 'index.html')) ? 200 : 404);
  });

  test('It should allow cross-origin calls to Pay’s public routes', async () => {
    const preflight = await fetch(`${payUrl()}/health`, { method: 'OPTIONS', headers: { origin: 'https://merchant.example', 'access-control-request-method': 'GET' } });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('It should keep its state in the data folder it was given', () => {
    const stack = testStack();

    expect(existsSync(join(process.env.LOCAL_STACK_DATA_DIR ?? '', 'dynamodb'))).toBe(true);
    expect(stack.userPoolId).toBe('eu-west-1_Local0001');
  });
});
