/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from '../../lib/router/routes';
import type { Dashboard } from '@functions/shop/dashboard/contract';
import type { AdminOrder, DuplicatePaymentView } from '@functions/shop/order/contract';
import { getToasts } from '../../components/toast/toast-store';
import { clearQueryCache } from '../../lib/use-query';
import { apiResponse } from '../../testing/fake-response';
import AdminApp from './admin-app';
import { renderRoutes } from './testing/admin-page-harness';
import { sessionHintKey } from '../../lib/auth/session';

const order: AdminOrder = {
  orderID: 'ORD-7',
  userId: 'u2',
  status: 'pending',
  payment: 'paid',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Bola Ade',
  email: 'bola@example.com',
  phone: '+2348011111111',
  orderItems: [{ productId: 'p1', title: 'Royal Agbada', coverImage: '/p1.svg', unitPrice: 50_000_00, quantity: 1, price: 50_000_00, measurement: { measurementId: 'm1', name: 'Bola', takenAt: '2026-11-01T00:00:00.000Z', chest: 40 } }],
  delivery: true,
  deliveryFee: 2_000_00,
  deliveryDetails: { name: 'Bola Ade', phone: '+2348011111111', address: '3 Marina', city: 'Lagos', state: 'Lagos', country: 'Nigeria' },
  pickupAddress: null,
  measurement: { measurementId: 'm1', name: 'Bola', takenAt: '2026-11-01T00:00:00.000Z', chest: 40 },
  subtotal: 50_000_00,
  discount: 0,
  totalPrice: 52_000_00,
  neededBy: null,
  paidAt: '2026-11-20T10:05:00.000Z',
  refundedAmount: 0, refundPendingAmount: 0, refunds: [], cancelledAt: null, cancelReason: null,
  statusHistory: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z' }],
};

const dashboard: Dashboard = {
  users: 12,
  orders: 34,
  products: 56,
  pendingOrders: 7,
  paidOrders: 20,
  revenue: 1_000_000_00,
  daily: [{ period: '2026-11-22', revenue: 50_000_00, orders: 1 }],
  monthly: [{ period: '2026-11', revenue: 50_000_00, orders: 1 }],
};

const calls: { url: string; body: unknown }[] = [];
let statusAnswer: () => Response;
let duplicatePayments: DuplicatePaymentView[] = [];
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url === '/api/v1/auth/refresh') {
    return apiResponse({ accessToken: 'token', expiresIn: 900, user: { uuid: 'a1', firstName: 'Chidi', lastName: 'Okafor', email: 'chidi@example.com', isAdmin: true } });
  }
  if (url === '/api/v1/auth/logout') return apiResponse(null);
  if (url === '/api/v1/admin/dashboard') return apiResponse(dashboard);
  if (url.startsWith('/api/v1/admin/order/fetch-all-orders')) return apiResponse([order]);
  if (url === '/api/v1/admin/order/fetch-order-byID') return apiResponse({ ...order, duplicatePayments });
  if (url === '/api/v1/admin/order/update-order-status') return statusAnswer();
  throw new Error(`Unexpected call ${url}`);
});

beforeEach(() => {
  // A browser that signed in before: the session is restored with a refresh.
  window.localStorage.setItem(sessionHintKey, '1');
  clearQueryCache();
  calls.length = 0;
  statusAnswer = () => apiResponse({ ...order, status: 'processing' });
  duplicatePayments = [];
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderAt(path: string) {
  renderRoutes(
    path,
    <>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/login" element={<p>Login page</p>} />
    </>,
  );
}

describe('the admin shell and dashboard', () => {
  test('It should greet the signed-in admin by name and offer a skip link and the menu', async () => {
    renderAt('/admin/dashboard');
    expect(await screen.findByText('Hello, Chidi Okafor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to admin content' }).getAttribute('href')).toBe('#admin-content');
    expect(screen.getByRole('main').id).toBe('admin-content');
  });

  test('It should fold and unfold the side menu with a button that says whether it is open and what it controls', async () => {
    renderAt('/admin/dashboard');
    await screen.findByText('Hello, Chidi Okafor');
    const toggle = screen.getByRole('button', { name: 'Admin menu' });
    expect(toggle.getAttribute('aria-controls')).toBe('admin-side-menu');
    // jsdom has no wide screen: the menu starts folded, as on a phone.
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav.id).toBe('admin-side-menu');
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test("It should hold the admin's profile, security and one Log out in the admin's menu", async () => {
    renderAt('/admin/dashboard');
    const account = await screen.findByRole('button', { name: /Hello, Chidi Okafor/ });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(account);
    const menu = document.getElementById(account.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('The account menu is missing');
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/admin/users/view-user/chidi%40example.com');
    expect(within(menu).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/admin/settings/security');
    expect(screen.getAllByRole('button', { name: /Log out/ })).toHaveLength(1);
  });

  test('It should show the counters, the pending orders with View all and the sales table', async () => {
    renderAt('/admin/dashboard');
    const stats = await screen.findByText('Total products');
    expect(stats.nextElementSibling?.textContent).toBe('56');
    const pending = await screen.findByRole('table', { name: 'Newest pending orders' });
    expect(within(pending).getByRole('link', { name: 'ORD-7' }).getAttribute('href')).toBe('/admin/orders/ORD-7');
    expect(within(pending).getByText('Bola Ade')).toBeTruthy();
    expect(within(pending).getByRole('columnheader', { name: 'Payment' })).toBeTruthy();
    expect(within(pending).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Pending orders', { selector: 'dt' }).nextElementSibling?.textContent).toBe('7 paid, waiting for work');
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/orders');
    expect(within(screen.getByRole('table', { name: 'Paid sales, last 30 days' })).getByText('22 Nov')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Paid sales, last 12 months' })).getByText('Nov 2026')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('fetch-all-orders?page=1&status=pending'))).toBe(true);
  });

  test('It should go to the sign-in page after Logout', async () => {
    renderAt('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Hello, Chidi Okafor/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});

describe('the admin orders', () => {
  test('It should go back to page 1 with the chosen status and search', async () => {
    renderAt('/admin/orders');
    await screen.findByRole('table', { name: 'Orders, page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Processing' }));
    await act(async () => undefined);
    expect(calls.some((call) => call.url.endsWith('fetch-all-orders?page=1&status=processing'))).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'bola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => undefined);
    expect(calls.some((call) => call.url.endsWith('fetch-all-orders?page=1&status=processing&q=bola'))).toBe(true);
  });

  test('It should show a payment that came after the order was paid as a duplicate payment, refund pending', async () => {
    duplicatePayments = [
      { reference: 'ORD-7-2', amount: 52_000_00, currency: 'NGN', paidAt: '2026-11-20T10:09:00.000Z', recordedAt: '2026-11-20T10:09:05.000Z', refund: 'pending', refundNote: 'Refund pending: Pay has no refunds yet' },
    ];
    renderAt('/admin/orders/ORD-7');
    expect(await screen.findByRole('heading', { name: 'Duplicate payment' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Duplicate payments of this order' });
    expect(within(table).getByText('ORD-7-2')).toBeTruthy();
    expect(within(table).getByText('₦52,000')).toBeTruthy();
    expect(within(table).getByText('Refund pending: Pay has no refunds yet')).toBeTruthy();
  });

  test('It should show no duplicate payment section for an order paid once', async () => {
    renderAt('/admin/orders/ORD-7');
    await screen.findByText('bola@example.com');
    expect(screen.queryByRole('heading', { name: /Duplicate payment/ })).toBeNull();
  });

  test('It should show the customer and change the status with a success toast', async () => {
    renderAt('/admin/orders/ORD-7');
    expect(await screen.findByText('bola@example.com')).toBeTruthy();
    expect(screen.getByText(/3 Marina/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Change status' }), { target: { value: 'processing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await act(async () => undefined);
    expect(calls.find((call) => call.url.endsWith('update-order-status'))?.body).toEqual({ orderID: 'ORD-7', status: 'processing' });
    expect(getToasts().some((item) => item.kind === 'success')).toBe(true);
  });

  test('It should hold a printable job card per item with its measurement snapshot', async () => {
    const print = jest.fn();
    window.print = print;
    renderAt('/admin/orders/ORD-7');
    await screen.findByText('bola@example.com');
    const card = within(screen.getByTestId('job-cards')).getByRole('article', { name: 'Job card 1 of 1' });
    expect(within(card).getByText('ORD-7')).toBeTruthy();
    expect(within(card).getByRole('table', { name: 'Measurements of Bola' }).textContent).toContain('40');
    fireEvent.click(screen.getByRole('button', { name: 'Print job cards' }));
    expect(print).toHaveBeenCalled();
  });

  test('It should show the server error as a toast when no status is chosen', async () => {
    statusAnswer = () => {
      const body = { success: 0, message: 'select status', data: null };
      return { ok: false, status: 400, json: async () => body } as unknown as Response;
    };
    renderAt('/admin/orders/ORD-7');
    await screen.findByText('bola@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await act(async () => undefined);
    expect(calls.find((call) => call.url.endsWith('update-order-status'))?.body).toEqual({ orderID: 'ORD-7' });
    expect(getToasts().some((item) => item.kind === 'error' && item.message === 'select status')).toBe(true);
  });
});
