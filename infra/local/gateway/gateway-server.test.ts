import { createSign } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { defineRoutes } from '../../../functions/src/lib/http/route-entry';
import { localIssuerDomain, localJwks, localUserPoolId } from '../cognito-local';
import type { LocalApiEvent } from './api-event';
import { createGateway, type LambdaHandler } from './gateway-server';
import { createAuthorizer } from './jwt-authorizer';

const clientId = 'local-client-id';

/** Signs an access token the way cognito-local does (its key ships in the package: local use only). */
function accessToken(claims: Record<string, unknown> = {}): string {
  const key = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: 'user-1',
    client_id: clientId,
    token_use: 'access',
    username: 'user-1',
    scope: 'aws.cognito.signin.user.admin',
    iss: `${localIssuerDomain}/${localUserPoolId}`,
    iat: now,
    exp: now + 600,
    ...claims,
  };
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.pem).toString('base64url');
  return `${unsigned}.${signature}`;
}

const routes = defineRoutes([
  { method: 'GET', path: '/echo/{id}', handler: 'echo.ts', access: 'public', needs: [] },
  { method: 'GET', path: '/me', handler: 'echo.ts', access: 'customer', needs: [] },
  { method: 'POST', path: '/cookies', handler: 'cookies.ts', access: 'public', needs: [] },
  { method: 'GET', path: '/broken', handler: 'broken.ts', access: 'public', needs: [] },
  { method: 'GET', path: '/dashboard/api/me', handler: 'echo.ts', access: 'public', needs: [] },
]);

const events: LocalApiEvent[] = [];
const handlers: Record<string, LambdaHandler> = {
  'echo.ts': async (event) => {
    events.push(event);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: 1 }) };
  },
  'cookies.ts': async (event) => {
    events.push(event);
    return { statusCode: 200, cookies: ['session=abc; HttpOnly; Path=/', 'theme=dark'], body: Buffer.from('binary').toString('base64'), isBase64Encoded: true };
  },
  'broken.ts': async () => {
    throw new Error('internal detail that must not leak');
  },
  'unmatched.ts': async (event) => {
    events.push(event);
    return { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: false, message: 'Route not found' }) };
  },
};

function startGateway(product: 'shop' | 'pay', popupDist = '/nowhere', dashboardDist?: string): Promise<{ server: Server; base: string }> {
  const server = createGateway({
    product,
    routes,
    basePath: product === 'shop' ? '/api/v1' : '',
    functionsRoot: '/nowhere',
    authorize: createAuthorizer({ userPoolId: localUserPoolId, clientId, jwks: localJwks() }),
    loadHandler: async (entry) => {
      const handler = handlers[entry.handler];
      if (!handler) throw new Error(`no handler ${entry.handler}`);
      return handler;
    },
    log: () => undefined,
    ...(product === 'pay' ? { pay: { popupDist, ...(dashboardDist ? { dashboardDist } : {}) }, unmatched: { handler: 'unmatched.ts', needs: [] } } : {}),
  });
  return new Promise((resolveStarted) => {
    server.listen(0, '127.0.0.1', () => resolveStarted({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

describe('the local gateway', () => {
  let shop: { server: Server; base: string };
  let pay: { server: Server; base: string };

  beforeAll(async () => {
    shop = await startGateway('shop');
    pay = await startGateway('pay');
  });
  afterAll(async () => {
    await Promise.all([shop, pay].map(({ server }) => new Promise((done) => server.close(done))));
  });
  beforeEach(() => {
    events.length = 0;
  });

  test('It should refuse a protected route without a token with API Gateway’s own 401 body', async () => {
    const response = await fetch(`${shop.base}/api/v1/me`);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(events).toHaveLength(0);
  });

  test('It should refuse a forged, expired or other-client token', async () => {
    const forged = `${accessToken().slice(0, -4)}AAAA`;
    for (const token of [forged, accessToken({ exp: Math.floor(Date.now() / 1000) - 60 }), accessToken({ client_id: 'someone-else' }), accessToken({ token_use: 'id' })]) {
      const response = await fetch(`${shop.base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
    }
    expect(events).toHaveLength(0);
  });

  test('It should pass verified claims as strings, groups as a bracketed list', async () => {
    const response = await fetch(`${shop.base}/api/v1/me`, { headers: { authorization: `Bearer ${accessToken({ 'cognito:groups': ['admin'] })}` } });

    expect(response.status).toBe(200);
    const claims = events[0]?.requestContext.authorizer?.jwt.claims;
    expect(claims).toMatchObject({ sub: 'user-1', 'cognito:groups': '[admin]', token_use: 'access', client_id: clientId });
    expect(typeof claims?.exp).toBe('string');
    expect(events[0]?.routeKey).toBe('GET /api/v1/me');
  });

  test('It should map cookies both ways and decode a base64 result body', async () => {
    const response = await fetch(`${shop.base}/api/v1/cookies`, { method: 'POST', headers: { cookie: 'a=1; b=2', 'content-type': 'application/json' }, body: '{"x":1}' });

    expect(events[0]?.cookies).toEqual(['a=1', 'b=2']);
    expect(events[0]?.body).toBe('{"x":1}');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; HttpOnly; Path=/', 'theme=dark']);
    expect(await response.text()).toBe('binary');
  });

  test('It should take the source address from the socket, or from a viewer address the request names as CloudFront would add it', async () => {
    await fetch(`${shop.base}/api/v1/echo/1`);
    await fetch(`${shop.base}/api/v1/echo/2`, { headers: { 'cloudfront-viewer-address': '198.51.100.10:46532' } });
    expect(events.map((event) => event.requestContext.http.sourceIp)).toEqual(['127.0.0.1', '198.51.100.10']);
  });

  test('It should answer an unknown route like API Gateway', async () => {
    const response = await fetch(`${shop.base}/api/v1/nothing-here`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  test('It should hand what no route matches to the $default handler when the product has one (Pay)', async () => {
    const response = await fetch(`${pay.base}/nothing-here/at-all`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, message: 'Route not found' });
    expect(events.map((event) => [event.routeKey, event.rawPath])).toEqual([['$default', '/nothing-here/at-all']]);
    expect(events[0]?.requestContext.http.method).toBe('DELETE');
  });

  test('It should hide a crashing handler behind API Gateway’s 500 body', async () => {
    const response = await fetch(`${shop.base}/api/v1/broken`);

    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"message":"Internal Server Error"}');
  });

  test('It should mount Pay routes at the root and allow cross-origin calls to public routes', async () => {
    const preflight = await fetch(`${pay.base}/echo/1`, { method: 'OPTIONS', headers: { origin: 'https://merchant.example', 'access-control-request-method': 'GET' } });
    const call = await fetch(`${pay.base}/echo/1`, { headers: { origin: 'https://merchant.example' } });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
    expect(events[0]?.pathParameters).toEqual({ id: '1' });
  });

  test('It should let the pop-up send its Accept-Language and x-connect-account headers cross-origin', async () => {
    const preflight = await fetch(`${pay.base}/cookies`, {
      method: 'OPTIONS',
      headers: { origin: 'https://merchant.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'accept-language, x-connect-account' },
    });

    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'accept-language', 'x-connect-account']));
  });

  test('It should route a Pay API path with a trailing slash as the path without it, as CloudFront does', async () => {
    const preflight = await fetch(`${pay.base}/cookies/`, { method: 'OPTIONS', headers: { origin: 'https://merchant.example', 'access-control-request-method': 'POST' } });
    const call = await fetch(`${pay.base}/cookies/?a=1`, { method: 'POST', headers: { origin: 'https://merchant.example' }, body: 'x' });

    expect(preflight.status).toBe(204);
    expect(call.status).toBe(200);
    expect(events[0]?.routeKey).toBe('POST /cookies');
    expect(events[0]?.rawPath).toBe('/cookies');
    expect(events[0]?.rawQueryString).toBe('a=1');
    expect((await fetch(`${shop.base}/api/v1/cookies/`, { method: 'POST', body: 'x' })).status).toBe(404);
  });

  test('It should answer a missing pop-up build with a clear 404', async () => {
    const response = await fetch(`${pay.base}/v1/inline.js`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build:popup');
  });
});

/** A raw GET, so the test sees the bytes on the wire rather than what fetch decodes. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolveBody, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveBody({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the local gateway’s static files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'aso-gateway-static-'));
  const script = `window.AsoPay=${JSON.stringify('x'.repeat(4000))};`;
  writeFileSync(join(dist, 'inline.js'), script);
  writeFileSync(join(dist, 'inline-extras.js'), 'void "extras";');
  mkdirSync(join(dist, 'checkout'));
  writeFileSync(join(dist, 'checkout', 'index.html'), '<!doctype html><title>Checkout</title>');
  writeFileSync(join(dist, 'checkout', 'checkout.js'), 'void 0;');
  let pay: { server: Server; base: string };

  beforeAll(async () => {
    pay = await startGateway('pay', dist);
  });
  afterAll(async () => {
    await new Promise((done) => pay.server.close(done));
  });

  test('It should compress text assets with brotli or gzip as the browser accepts, as CloudFront does', async () => {
    const brotli = await rawGet(`${pay.base}/v1/inline.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 4);

    const gzip = await rawGet(`${pay.base}/v1/inline.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers.vary).toBe('accept-encoding');

    const plain = await rawGet(`${pay.base}/v1/inline.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test('It should serve the part the pop-up script loads on first use beside it, as it serves the script', async () => {
    const response = await fetch(`${pay.base}/v1/inline-extras.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('void "extras";');
    expect(response.headers.get('cache-control')).toBe((await fetch(`${pay.base}/v1/inline.js`)).headers.get('cache-control'));
    expect((await fetch(`${pay.base}/v1/other.js`)).status).toBe(404);
  });

  test("It should serve the checkout page's static files under /popup/ framable by nobody (the page's handler decides who may frame it)", async () => {
    const response = await fetch(`${pay.base}/popup/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Checkout</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const script = await fetch(`${pay.base}/popup/checkout.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
  });
});

describe("the local gateway's Pay dashboard", () => {
  const dist = mkdtempSync(join(tmpdir(), 'aso-gateway-dashboard-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pay dashboard</title>');
  writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), 'void 0;');
  let pay: { server: Server; base: string };

  beforeAll(async () => {
    pay = await startGateway('pay', '/nowhere', dist);
  });
  afterAll(async () => {
    await new Promise((done) => pay.server.close(done));
  });
  beforeEach(() => {
    events.length = 0;
  });

  test.each(['/dashboard', '/dashboard/', '/dashboard/transactions/42', '/dashboard/sign-in?next=x'])('It should answer the SPA route %s with index.html, framable by nobody', async (path) => {
    const response = await fetch(`${pay.base}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Pay dashboard</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('It should serve a built asset for a year, and a missing one as a 404 rather than the page', async () => {
    const asset = await fetch(`${pay.base}/dashboard/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${pay.base}/dashboard/assets/gone-12345678.js`)).status).toBe(404);
  });

  test('It should never shadow the dashboard API: /dashboard/api/* goes to the route table or the $default route', async () => {
    const me = await fetch(`${pay.base}/dashboard/api/me`, { headers: { accept: 'text/html' } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ ok: 1 });
    const unknown = await fetch(`${pay.base}/dashboard/api/no-such-route`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: false, message: 'Route not found' });
    expect(events.map((event) => event.rawPath)).toEqual(['/dashboard/api/me', '/dashboard/api/no-such-route']);
  });

  test('It should say how to build the dashboard when it is not built', async () => {
    const bare = await startGateway('pay', '/nowhere', join(dist, 'missing'));
    const response = await fetch(`${bare.base}/dashboard/`);
    await new Promise((done) => bare.server.close(done));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:dashboard');
  });
});
