/** @jest-environment jsdom */
import '../../../src/testing/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from '../../../src/lib/router/router';
import { Route, Routes } from '../../../src/lib/router/routes';
import { MemoryRouter } from '../../../src/lib/router/memory-router';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname} ${String(location.state ?? '')}`.trim()}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={['/other', path]} initialIndex={1} basename="/dashboard">
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/transactions" state="from the list" className="x">
                All transactions
              </Link>
              <Link to="/team" replace>
                Team
              </Link>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the dashboard Link', () => {
  test('It should point at the path under the basename and navigate in the app on a plain click, with its state', () => {
    renderAt('/dashboard/');
    const link = screen.getByRole('link', { name: 'All transactions' });
    expect(link.getAttribute('href')).toBe('/dashboard/transactions');
    expect(link.className).toBe('x');
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('PUSH /transactions from the list');
  });

  test('It should replace the current entry when asked to', () => {
    renderAt('/dashboard/');
    fireEvent.click(screen.getByRole('link', { name: 'Team' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /team');
  });

  test('It should leave a modified click to the browser (a new tab or window)', () => {
    renderAt('/dashboard/');
    const link = screen.getByRole('link', { name: 'All transactions' });
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 0, metaKey: true })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('POP /');
  });

  test('It should run its own onClick first and not navigate when that prevents the default', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/']} basename="/dashboard">
        <Link to="/team" onClick={(event) => event.preventDefault()}>
          Team
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Team' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('POP /');
  });
});
