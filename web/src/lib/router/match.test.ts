import { matchPath, matchRoutes, type RouteConfig } from './match';

describe('matchPath', () => {
  test('It should match static segments without regard to case, and a trailing slash', () => {
    expect(matchPath('/about-us', '/About-Us/')).toEqual({ params: {}, base: '/About-Us' });
    expect(matchPath('/', '/')).toEqual({ params: {}, base: '/' });
    expect(matchPath('/about-us', '/about')).toBeNull();
    expect(matchPath('/', '/about')).toBeNull();
  });

  test('It should give each parameter its decoded segment, and need one', () => {
    expect(matchPath('/admin/users/view-user/:email', '/admin/users/view-user/ada%40example.com')?.params).toEqual({ email: 'ada@example.com' });
    expect(matchPath('/products/:category', '/products/Men%27s%2FBoys')?.params).toEqual({ category: "Men's/Boys" });
    expect(matchPath('/products/:category', '/products/%E0%A4%A')?.params).toEqual({ category: '%E0%A4%A' });
    expect(matchPath('/products/:category', '/products')).toBeNull();
    expect(matchPath('/products/:category', '/products/')).toBeNull();
    expect(matchPath('/products/:category', '/products/all/more')).toBeNull();
  });

  test('It should let a final * take the rest of the path, or nothing, with the base before it as written', () => {
    expect(matchPath('/admin/*', '/Admin/orders/ORD%201')).toEqual({ params: { '*': 'orders/ORD 1' }, base: '/Admin' });
    expect(matchPath('/admin/*', '/admin')).toEqual({ params: { '*': '' }, base: '/admin' });
    expect(matchPath('*', '/anything/at/all')).toEqual({ params: { '*': 'anything/at/all' }, base: '/' });
    expect(matchPath('/admin/*', '/administrator')).toBeNull();
  });

  test('It should match only the start of the path when not asked to match to the end', () => {
    expect(matchPath('/settings', '/settings/profile', false)).toEqual({ params: {}, base: '/settings' });
    expect(matchPath('/settings', '/settings/profile')).toBeNull();
  });
});

type Route = RouteConfig<string>;
const pageOf = (routes: Route[], pathname: string) => matchRoutes(routes, pathname)?.chain.map((route) => route.element);

describe('matchRoutes', () => {
  test('It should prefer a static segment to a parameter, whatever their order', () => {
    const routes: Route[] = [
      { path: '/orders/:orderID', element: 'order' },
      { path: '/orders/remakes', element: 'remakes' },
    ];
    expect(pageOf(routes, '/orders/remakes')).toEqual(['remakes']);
    expect(pageOf(routes, '/orders/ORD-1')).toEqual(['order']);
    expect(matchRoutes(routes, '/orders/ORD-1')?.params).toEqual({ orderID: 'ORD-1' });
  });

  test('It should try * last, and prefer a longer static prefix before it', () => {
    const routes: Route[] = [
      { path: '*', element: 'not found' },
      { path: '/admin/*', element: 'admin' },
      { path: '/products/:category', element: 'products' },
      { path: '/', element: 'home' },
    ];
    expect(pageOf(routes, '/')).toEqual(['home']);
    expect(pageOf(routes, '/admin/users')).toEqual(['admin']);
    expect(pageOf(routes, '/products/all')).toEqual(['products']);
    expect(pageOf(routes, '/products/all/extra')).toEqual(['not found']);
    expect(pageOf(routes, '/nowhere')).toEqual(['not found']);
  });

  test('It should match through a layout, with its index route on the layout path and its children below it', () => {
    const routes: Route[] = [
      {
        element: 'layout',
        children: [
          { index: true, element: 'home' },
          { path: '/about', element: 'about' },
          { path: '*', element: 'not found' },
        ],
      },
      { path: '/admin', element: 'admin frame', children: [{ index: true, element: 'dashboard' }, { path: 'users/:email', element: 'user' }] },
    ];
    expect(pageOf(routes, '/')).toEqual(['layout', 'home']);
    expect(pageOf(routes, '/about')).toEqual(['layout', 'about']);
    expect(pageOf(routes, '/elsewhere')).toEqual(['layout', 'not found']);
    expect(pageOf(routes, '/admin')).toEqual(['admin frame', 'dashboard']);
    expect(pageOf(routes, '/admin/users/a%40b')).toEqual(['admin frame', 'user']);
    expect(matchRoutes(routes, '/admin/users/a%40b')?.params).toEqual({ email: 'a@b' });
  });

  test('It should never match a pathless route by itself, and keep the table order between equal patterns', () => {
    expect(matchRoutes([{ element: 'layout' }], '/')).toBeNull();
    const routes: Route[] = [
      { path: '/about', element: 'first' },
      { path: '/About', element: 'second' },
    ];
    expect(pageOf(routes, '/about')).toEqual(['first']);
    expect(matchRoutes([], '/')).toBeNull();
  });
});
