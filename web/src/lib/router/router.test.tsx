/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link } from './link';
import { MemoryRouter } from './memory-router';
import { BrowserRouter, useLocation, useNavigate, useNavigationType, type To } from './router';
import { Outlet, Route, Routes, useMatch, useParams } from './routes';

function Where() {
  const location = useLocation();
  const state = location.state === null ? '' : ` ${JSON.stringify(location.state)}`;
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}${location.hash}${state}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function Go({ to, replace, state }: { to: To | number; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { replace, state })}>
      {`go ${typeof to === 'object' ? JSON.stringify(to) : String(to)}${replace ? ' (replace)' : ''}`}
    </button>
  );
}

function Params({ name }: { name: string }) {
  return <p>{`${name} ${JSON.stringify(useParams())}`}</p>;
}

function Layout() {
  return (
    <div>
      <p>{useMatch('/products/:category') ? 'on a category' : 'not on a category'}</p>
      <Outlet />
    </div>
  );
}

/** A nested table, as the back office's: relative paths below the `/admin/*` route that renders it. */
function Admin() {
  return (
    <Routes>
      <Route index element={<p>admin home</p>} />
      <Route path="orders/:orderID" element={<Params name="admin order" />} />
      <Route path="orders/remakes" element={<p>remakes</p>} />
      <Route path="*" element={<p>admin not found</p>} />
    </Routes>
  );
}

function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<p>home</p>} />
          <Route path="/products/:category" element={<Params name="products" />} />
          <Route path="*" element={<p>not found</p>} />
        </Route>
        <Route path="/admin/*" element={<Admin />} />
      </Routes>
      <Where />
      <Go to="/products/all?q=silk" state={{ from: 'test' }} />
      <Go to="?q=wool" replace />
      <Go to={{ pathname: '/admin/orders/ORD-1', hash: '#items' }} />
      <Go to={-1} />
    </>
  );
}

/** The app above, in memory, at the last of `entries`. */
const renderApp = (...entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries}>
      <App />
    </MemoryRouter>,
  );

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the router in memory (unit tests)', () => {
  test('It should show the matched page in its layout, with the params of its path', () => {
    renderApp('/Products/Men%27s');
    expect(screen.getByText('products {"category":"Men\'s"}')).toBeTruthy();
    expect(screen.getByText('on a category')).toBeTruthy();
    expect(where()).toBe('POP /Products/Men%27s');
  });

  test('It should show the index route at the layout path and the fallback elsewhere', () => {
    renderApp('/', '/nowhere/at/all');
    expect(screen.getByText('not found')).toBeTruthy();
    expect(screen.getByText('not on a category')).toBeTruthy();
    click('go -1');
    expect(screen.getByText('home')).toBeTruthy();
    expect(where()).toBe('POP /');
  });

  test('It should push, replace with the current path for a query alone, and go back, with each entry its state', () => {
    renderApp('/');
    click('go /products/all?q=silk');
    expect(where()).toBe('PUSH /products/all?q=silk {"from":"test"}');
    expect(screen.getByText('products {"category":"all"}')).toBeTruthy();
    click('go ?q=wool (replace)');
    expect(where()).toBe('REPLACE /products/all?q=wool');
    click('go -1');
    expect(where()).toBe('POP /');
    expect(screen.getByText('home')).toBeTruthy();
  });

  test('It should match a nested table below the route that renders it, a static segment before a parameter', () => {
    renderApp('/admin/orders/remakes');
    expect(screen.getByText('remakes')).toBeTruthy();
    click('go {"pathname":"/admin/orders/ORD-1","hash":"#items"}');
    expect(where()).toBe('PUSH /admin/orders/ORD-1#items');
    expect(screen.getByText('admin order {"*":"orders/ORD-1","orderID":"ORD-1"}')).toBeTruthy();
  });

  test('It should show the nested table index and fallback, and nothing of the outer layout', () => {
    renderApp('/ADMIN', '/admin/nowhere');
    expect(screen.getByText('admin not found')).toBeTruthy();
    expect(screen.queryByText('not on a category')).toBeNull();
    click('go -1');
    expect(screen.getByText('admin home')).toBeTruthy();
  });

  test('It should keep the page on screen while the next one loads, then show it', async () => {
    let loaded: (module: { default: () => ReactElement }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (loaded = resolve)));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/" element={<p>first page</p>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
        <Go to="/slow" />
      </MemoryRouter>,
    );
    click('go /slow');
    expect(screen.getByText('first page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => loaded({ default: () => <p>slow page</p> }));
    expect(screen.getByText('slow page')).toBeTruthy();
  });

  test('It should refuse its hooks outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow('inside a <BrowserRouter>');
  });
});

describe('the router on the browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  test('It should read the address and history state, write entries with the History API, and follow Back', async () => {
    window.history.replaceState({ usr: { kept: true }, key: 'k1' }, '', '/products/all?q=silk');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(where()).toBe('POP /products/all?q=silk {"kept":true}');
    click('go {"pathname":"/admin/orders/ORD-1","hash":"#items"}');
    expect(window.location.pathname + window.location.hash).toBe('/admin/orders/ORD-1#items');
    expect(where()).toBe('PUSH /admin/orders/ORD-1#items');
    const pushed = window.history.length;
    click('go ?q=wool (replace)');
    expect(window.history.length).toBe(pushed);
    expect(window.location.pathname + window.location.search).toBe('/admin/orders/ORD-1?q=wool');
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /products/all?q=silk {"kept":true}'));
  });

  test('It should work under its basename, and show nothing outside it', () => {
    window.history.replaceState(null, '', '/dashboard/customers');
    render(
      <BrowserRouter basename="/dashboard/">
        <Where />
        <Link to="/">Overview</Link>
        <Link to="/team">Team</Link>
        <Go to="/team" />
      </BrowserRouter>,
    );
    expect(where()).toBe('POP /customers');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/dashboard/team');
    click('go /team');
    expect(window.location.pathname).toBe('/dashboard/team');
    expect(where()).toBe('PUSH /team');
  });

  test('It should render nothing at an address outside its basename', () => {
    window.history.replaceState(null, '', '/dashboards');
    const { container } = render(
      <BrowserRouter basename="/dashboard">
        <Where />
      </BrowserRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
