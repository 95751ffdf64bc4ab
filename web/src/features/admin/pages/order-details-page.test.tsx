/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from '../../../lib/router/routes';
import type { AdminOrderDetail } from '@functions/shop/order/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderRoutes } from '../testing/admin-page-harness';
import AdminOrderDetailsPage from './order-details-page';

const paidOrder: AdminOrderDetail = {
  orderID: 'ORD-9',
  userId: 'u2',
  status: 'pending',
  payment: 'paid',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Bola Ade',
  email: 'bola@example.com',
  phone: '+2348011111111',
  orderItems: [{ productId: 'p1', title: 'Royal Agbada', coverImage: '/p1.svg', unitPrice: 50_000_00, quantity: 1, price: 50_000_00, measurement: { measurementId: 'm1', name: 'Bola', takenAt: '2026-11-01T00:00:00.000Z' } }],
  delivery: true,
  deliveryFee: 2_000_00,
  deliveryDetails: { name: 'Bola Ade', phone: '+2348011111111', address: '3 Marina', city: 'Lagos', state: 'Lagos', country: 'Nigeria' },
  pickupAddress: null,
  measurement: { measurementId: 'm1', name: 'Bola', takenAt: '2026-11-01T00:00:00.000Z' },
  subtotal: 50_000_00,
  discount: 0,
  totalPrice: 52_000_00,
  neededBy: null,
  paidAt: '2026-11-20T10:05:00.000Z',
  statusHistory: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z' }],
  refundedAmount: 0,
  refundPendingAmount: 0,
  refunds: [],
  cancelledAt: null,
  cancelReason: null,
  duplicatePayments: [],
};

let order: AdminOrderDetail = paidOrder;
let refundAnswers: (() => Response)[] = [];
const failed = (status: number, message: string) => ({ ok: false, status, json: async () => ({ success: 0, message }) }) as unknown as Response;

const { writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/admin/order/fetch-order-byID') return apiResponse(order);
  if (url.startsWith('/api/v1/admin/order/fetch-remake-requests')) return apiResponse([]);
  if (url === '/api/v1/admin/order/refund-order') return (refundAnswers.shift() ?? (() => apiResponse(order)))();
  if (url === '/api/v1/admin/order/cancel-order') return apiResponse({ ...order, status: 'cancelled' });
  if (url === '/api/v1/admin/order/update-order-status') return apiResponse(order);
  return undefined;
});

beforeEach(() => {
  order = paidOrder;
  refundAnswers = [];
});

const renderPage = () => renderRoutes('/admin/orders/ORD-9', <Route path="/admin/orders/:orderID" element={<AdminOrderDetailsPage />} />);
const sent = (path: string) => writes().filter((call) => call.url.endsWith(path));

describe('refunding an order in the back office', () => {
  test('It should refund half of a paid order in kobo, after a confirmation that says what the customer gets back', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order ORD-9' });
    const amount = within(dialog).getByLabelText('Amount in naira') as HTMLInputElement;
    expect(amount.value).toBe('52000');
    fireEvent.change(amount, { target: { value: '26,000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the customer)'), { target: { value: 'One sleeve was late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirm the refund of order ORD-9' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(confirm.textContent).toContain('Bola Ade gets back ₦26,000 of the ₦52,000 paid; ₦26,000 could still be refunded later.');
    expect(document.activeElement?.textContent).toBe('Confirm the refund of order ORD-9');
    expect(sent('/refund-order')).toEqual([]);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Refund ₦26,000' }));
    });
    const [request] = sent('/refund-order');
    expect(request?.body).toEqual({ orderID: 'ORD-9', amount: 26_000_00, reason: 'One sleeve was late', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToasts().at(-1)?.kind).toBe('success');
  });

  test('It should send the same idempotency key when a failed refund is tried again, and a new one for a changed amount', async () => {
    refundAnswers = [() => failed(502, 'Pay could not be reached'), () => failed(502, 'Pay could not be reached')];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.change(screen.getByLabelText('Reason (sent to the customer)'), { target: { value: 'Cancelled by phone' } });
    fireEvent.click(screen.getByLabelText('Also cancel the order'));
    fireEvent.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(screen.getByRole('dialog').textContent).toContain('Order ORD-9 will also be cancelled.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refund ₦52,000' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Pay could not be reached');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(screen.getByLabelText('Amount in naira'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review refund' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refund ₦1,000' }));
    });
    const [first, retry, changed] = sent('/refund-order').map((call) => call.body as { idempotencyKey: string; cancel?: boolean; amount: number });
    expect(first?.cancel).toBe(true);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(changed?.amount).toBe(1_000_00);
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  test('It should refuse more than can still be refunded, and a refund with no reason, before sending anything', async () => {
    order = { ...paidOrder, payment: 'partially_refunded', refundedAmount: 20_000_00, refundPendingAmount: 2_000_00 };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount in naira') as HTMLInputElement;
    expect(amount.value).toBe('30000');
    fireEvent.change(amount, { target: { value: '30000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review refund' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['At most ₦30,000 can still be refunded', 'Please give the reason the customer will read']);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sent('/refund-order')).toEqual([]);
  });

  test('It should show refunds with their state, the refund pending until Pay settles it, and duplicate payments refunded', async () => {
    order = {
      ...paidOrder,
      payment: 'partially_refunded',
      refundedAmount: 10_000_00,
      refundPendingAmount: 5_000_00,
      refunds: [
        { refundId: 'rf1', amount: 10_000_00, reason: 'Late delivery', kind: 'admin', status: 'processed', requestedAt: '2026-11-21T10:00:00.000Z', settledAt: '2026-11-21T10:01:00.000Z' },
        { refundId: 'rf2', amount: 5_000_00, reason: 'Button missing', kind: 'admin', status: 'pending', requestedAt: '2026-11-22T10:00:00.000Z', settledAt: null },
      ],
      duplicatePayments: [
        { reference: 'ORD-9-2', amount: 52_000_00, currency: 'NGN', paidAt: '2026-11-20T10:09:00.000Z', recordedAt: '2026-11-20T10:09:05.000Z', refund: 'refunded', refundNote: '' },
      ],
    };
    renderPage();
    const refunds = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByRole('row', { name: /Late delivery/ }).textContent).toContain('Refunded');
    expect(within(refunds).getByRole('row', { name: /Button missing/ }).textContent).toContain('Refund pending');
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('table', { name: 'Duplicate payments of this order' })).getByText('Refunded')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline.textContent).toContain('Refund of ₦10,000 requested');
    expect(timeline.textContent).toContain('Refunded ₦10,000');
  });
});

describe('cancelling and moving an unpaid order in the back office', () => {
  const unpaid: AdminOrderDetail = { ...paidOrder, payment: 'unpaid', paidAt: null };

  test('It should cancel an unpaid order with the reason, and offer no refund', async () => {
    order = unpaid;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-9' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (sent to the customer)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give the reason the customer will read');
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the customer)'), { target: { value: 'Customer asked by phone' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    });
    expect(sent('/admin/order/cancel-order').map((call) => call.body)).toEqual([{ orderID: 'ORD-9', reason: 'Customer asked by phone' }]);
  });

  test("It should not offer 'cancelled' as a status, and ask before work starts on an unpaid order", async () => {
    order = unpaid;
    renderPage();
    const menu = await screen.findByRole('combobox', { name: 'Change status' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select status', 'Pending', 'Processing', 'Completed']);
    fireEvent.change(menu, { target: { value: 'processing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    const ask = screen.getByRole('alertdialog', { name: 'This order is unpaid' });
    expect(ask.textContent).toContain('Order ORD-9 (₦52,000) is not paid yet.');
    expect(document.activeElement?.textContent).toBe('Not now');
    expect(sent('/update-order-status')).toEqual([]);
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'Yes, mark it processing' }));
    });
    expect(sent('/update-order-status').map((call) => call.body)).toEqual([{ orderID: 'ORD-9', status: 'processing', confirmUnpaid: true }]);
  });

  test('It should move a paid order to processing without asking', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Change status' }), { target: { value: 'processing' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('/update-order-status').map((call) => call.body)).toEqual([{ orderID: 'ORD-9', status: 'processing' }]);
  });

  test('It should show a cancelled order with its reason and no status menu, refund or cancel', async () => {
    order = { ...unpaid, status: 'cancelled', cancelledAt: '2026-11-21T09:00:00.000Z', cancelReason: 'Customer asked by phone', statusHistory: [...unpaid.statusHistory, { status: 'cancelled', at: '2026-11-21T09:00:00.000Z' }] };
    renderPage();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(timeline.textContent).toContain('Cancelled');
    expect(timeline.textContent).toContain('Cancelled: Customer asked by phone');
    expect(screen.queryByRole('combobox', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
