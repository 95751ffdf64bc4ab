import { defineRoutes } from '../../../functions/src/lib/http/route-entry';
import { compileRoutes, matchRoute, withoutTrailingSlash } from './route-matcher';

const routes = compileRoutes(
  defineRoutes([
    { method: 'GET', path: '/product/{id}', handler: 'p/get.ts', access: 'public', needs: [] },
    { method: 'GET', path: '/product/fetch-all-products', handler: 'p/all.ts', access: 'public', needs: [] },
    { method: 'POST', path: '/product/fetch-products-by-ids', handler: 'p/ids.ts', access: 'public', needs: [] },
    { method: 'GET', path: '/files/{path+}', handler: 'f/get.ts', access: 'public', needs: [] },
  ]),
  '/api/v1',
);

describe('matchRoute', () => {
  test('It should prefer a literal route over a path parameter', () => {
    expect(matchRoute(routes, 'GET', '/api/v1/product/fetch-all-products')?.route.entry.handler).toBe('p/all.ts');
  });

  test('It should route to a path parameter and decode it', () => {
    const match = matchRoute(routes, 'GET', '/api/v1/product/a%2Fb%20c');

    expect(match?.route.routeKey).toBe('GET /api/v1/product/{id}');
    expect(match?.pathParameters).toEqual({ id: 'a/b c' });
  });

  test('It should only consider routes of the request method', () => {
    expect(matchRoute(routes, 'GET', '/api/v1/product/fetch-products-by-ids')?.route.entry.handler).toBe('p/get.ts');
    expect(matchRoute(routes, 'DELETE', '/api/v1/product/1')).toBeUndefined();
  });

  test('It should match a greedy parameter across segments', () => {
    expect(matchRoute(routes, 'GET', '/api/v1/files/a/b/c.txt')?.pathParameters).toEqual({ path: 'a/b/c.txt' });
  });

  test('It should not match outside the mount prefix, a trailing slash or an empty parameter', () => {
    expect(matchRoute(routes, 'GET', '/product/1')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/v1/product/')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/v1/product/1/')).toBeUndefined();
  });
});

describe('withoutTrailingSlash', () => {
  test('It should drop one trailing slash and leave the root and slash-free paths alone', () => {
    expect(withoutTrailingSlash('/applepay/validate-session/')).toBe('/applepay/validate-session');
    expect(matchRoute(routes, 'GET', withoutTrailingSlash('/api/v1/product/1/'))?.pathParameters).toEqual({ id: '1' });
    expect(withoutTrailingSlash('/applepay/charge')).toBe('/applepay/charge');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});
