/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from './router';
import { Route, Routes } from './routes';
import { MemoryRouter } from './memory-router';
import { Link, NavLink } from './link';
import { Navigate } from './navigate';
import { useSearchParams } from './use-search-params';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search} ${String(location.state ?? '')}`.trim()}</p>;
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ sort: 'price', q: params.get('q') ?? '' }), { replace: true })}>
      {`q=${params.get('q') ?? ''}`}
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={['/other', path]} initialIndex={1}>
      <Routes>
        <Route path="/old" element={<Navigate to="/products/all?sort=new" replace />} />
        <Route
          path="*"
          element={
            <>
              <NavLink className="nav__link" to="/" end>
                Home
              </NavLink>
              <NavLink className="nav__link" to="/products/all" end>
                All
              </NavLink>
              <NavLink to="/settings">Settings</NavLink>
              <Link to="/products/all" state="from home">
                Shop
              </Link>
              <Query />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the app router links', () => {
  test('It should mark only the link to the current page as the page, with the active class', () => {
    renderAt('/Products/all?q=agbada');
    const all = screen.getByRole('link', { name: 'All' });
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(all.className).toBe('nav__link active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('nav__link');
  });

  test('It should count the paths below a link without `end` as its page', () => {
    renderAt('/settings/profile');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  test('It should navigate in the app on a plain click, with its state, and leave modified clicks to the browser', () => {
    renderAt('/');
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('href')).toBe('/products/all');
    fireEvent.click(shop, { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('POP /');
    fireEvent.click(shop);
    expect(screen.getByTestId('where').textContent).toBe('PUSH /products/all from home');
  });

  test('It should replace the entry with the redirect target once rendered', () => {
    renderAt('/old');
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /products/all?sort=new');
  });

  test('It should read the query and set it on the current path', () => {
    renderAt('/products/all?q=agbada');
    fireEvent.click(screen.getByRole('button', { name: 'q=agbada' }));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /products/all?sort=price&q=agbada');
  });
});
