/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrder } from '@functions/shop/order/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import AdminOrdersPage from './orders-page';

const order = {
  orderID: 'ORD-5',
  userId: 'u2',
  status: 'completed',
  payment: 'partially_refunded',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Bola Ade',
  orderItems: [],
  totalPrice: 52_000_50,
} as unknown as AdminOrder;

const csv = 'Order ID,Placed\r\nORD-5,2026-11-20\r\n';
const { calls } = fakeAdminApi((url) => {
  if (url.startsWith('/api/v1/admin/order/fetch-all-orders')) return apiResponse([order]);
  if (url.startsWith('/api/v1/admin/order/export-orders')) {
    return {
      ok: true,
      status: 200,
      headers: new Map([['Content-Disposition', 'attachment; filename="orders-2026-11-25.csv"']]),
      blob: async () => new Blob([csv], { type: 'text/csv' }),
    } as unknown as Response;
  }
  return undefined;
});

describe('the admin orders list', () => {
  test('It should show each order with its payment and total, and filter by every payment state', async () => {
    renderAdminPage(<AdminOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Orders, page 1' });
    const row = within(table).getByRole('row', { name: /ORD-5/ });
    expect(within(row).getByText('Partially refunded')).toBeTruthy();
    expect(within(row).getByText('₦52,000.50')).toBeTruthy();
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Unpaid', 'Payment failed', 'Paid', 'Partially refunded', 'Refunded']);
    fireEvent.click(within(payment).getByRole('button', { name: 'Refunded' }));
    await act(async () => undefined);
    expect(calls.some((call) => call.url.endsWith('fetch-all-orders?page=1&payment=refunded'))).toBe(true);
  });

  test('It should download the filtered list as CSV with the bearer token, not through a bare link', async () => {
    const saved: { name: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:orders');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderAdminPage(<AdminOrdersPage />);
    await screen.findByRole('table', { name: 'Orders, page 1' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Completed' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Payment' })).getByRole('button', { name: 'Partially refunded' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    });
    const exported = fetchSpy.mock.calls.find(([url]) => String(url).startsWith('/api/v1/admin/order/export-orders'));
    expect(exported?.[0]).toBe('/api/v1/admin/order/export-orders?status=completed&payment=partially_refunded');
    expect(exported?.[1]?.headers).toEqual(expect.objectContaining({ Authorization: 'Bearer token' }));
    expect(saved).toEqual([{ name: 'orders-2026-11-25.csv', href: 'blob:orders' }]);
    expect(getToasts().at(-1)?.message).toBe('Downloaded orders-2026-11-25.csv');
    click.mockRestore();
  });
});
