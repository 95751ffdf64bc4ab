import { existsSync } from 'node:fs';
import path from 'node:path';
import { routes as shopRoutes } from '../../shop/routes';
import { routes as payRoutes } from '../../pay/routes';
import type { RouteEntry } from './route-entry';
import type { HttpHandler, HttpRouteHandler } from './http-route';
import { httpEvent, lambdaContext } from '../testing/http-events';

const sourceRoot = path.resolve(process.cwd(), 'functions/src');
const tables: [string, readonly RouteEntry[]][] = [
  ['shop', shopRoutes],
  ['pay', payRoutes],
];

// Handlers read their environment at module scope; give them harmless values so they can be imported.
Object.assign(process.env, {
  TABLE_NAME: 'unit-test-table',
  IMAGES_BUCKET: 'unit-test-images',
  MAIL_FROM: 'shop@example.com',
  USER_POOL_ID: 'eu-west-1_Unit0001',
  USER_POOL_CLIENT_ID: 'unit-client',
  OTP_SECRET: 'unit-test-otp-secret',
  AWS_REGION: 'eu-west-1',
});

async function loadHandler(entry: RouteEntry): Promise<HttpHandler> {
  const module = (await import(path.join(sourceRoot, entry.handler))) as { handler?: HttpHandler };
  if (typeof module.handler !== 'function') throw new Error(`${entry.handler} does not export a handler`);
  return module.handler;
}

describe.each(tables)('the %s route table', (_name, routes) => {
  test('It should name a handler file that exists for every route', () => {
    for (const entry of routes) expect(existsSync(path.join(sourceRoot, entry.handler))).toBe(true);
  });

  test('It should declare every method and path once', () => {
    const keys = routes.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('It should use one handler file per route with a verb-noun kebab-case name', () => {
    const files = routes.map((entry) => entry.handler);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(path.basename(file)).toMatch(/^[a-z]+(-[a-z0-9]+)+\.ts$/);
  });

  test('It should give the cursor key (secret:cursor) to exactly the routes whose query reads a cursor', async () => {
    const mismatched: string[] = [];
    for (const entry of routes) {
      const module = (await import(path.join(sourceRoot, entry.handler))) as { handler?: Partial<HttpRouteHandler> };
      const query: unknown = module.handler?.schemas?.query;
      const shape = typeof query === 'object' && query !== null && 'shape' in query ? (query as { shape: unknown }).shape : undefined;
      const readsCursor = typeof shape === 'object' && shape !== null && Object.hasOwn(shape, 'cursor');
      if (readsCursor !== entry.needs.includes('secret:cursor')) mismatched.push(`${entry.method} ${entry.path}`);
    }
    expect(mismatched).toEqual([]);
  });

  test('It should give each staff route the roles its table entry names, a staff pool need, and roles to no other route', async () => {
    const mismatched: string[] = [];
    for (const entry of routes) {
      const key = `${entry.method} ${entry.path}`;
      if (entry.access !== 'merchant-staff') {
        if (entry.roles) mismatched.push(`${key}: roles on a ${entry.access} route`);
        continue;
      }
      const handler = (await loadHandler(entry)) as Partial<HttpRouteHandler>;
      if (JSON.stringify(handler.staffRoles ?? null) !== JSON.stringify(entry.roles ?? null)) mismatched.push(`${key}: handler roles differ from the table's`);
      if (!entry.needs.includes('staff:read') && !entry.needs.includes('staff:write')) mismatched.push(`${key}: no staff pool need`);
    }
    expect(mismatched).toEqual([]);
  });

  test('It should refuse anonymous callers on every non-public route', async () => {
    const answers: string[] = [];
    for (const entry of routes.filter((candidate) => candidate.access !== 'public')) {
      const handler = await loadHandler(entry);
      const result = await handler(httpEvent({ method: entry.method, path: entry.path, body: '{}' }), lambdaContext());
      answers.push(`${entry.method} ${entry.path} ${result.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  test('It should refuse customers on every admin route', async () => {
    const claims = { sub: 'customer-1', username: 'customer-1', token_use: 'access' };
    const answers: string[] = [];
    for (const entry of routes.filter((candidate) => candidate.access === 'admin')) {
      const handler = await loadHandler(entry);
      const result = await handler(httpEvent({ method: entry.method, path: entry.path, body: '{}', claims }), lambdaContext());
      answers.push(`${entry.method} ${entry.path} ${result.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });
});
