/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../../lib/router/routes';
import { MemoryRouter } from '../../../lib/router/memory-router';
import type { Order, RemakeRequest } from '@functions/shop/order/contract';
import type { SavedCard } from '@functions/shop/saved-card/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { SessionProvider, sessionHintKey } from '../../../lib/auth/session';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';
import OrderDetailsPage from './order-details-page';

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

function completedOrder(completedDaysAgo: number): Order {
  return {
    orderID: 'ORD-1',
    status: 'completed',
    payment: 'paid',
    created_at: daysAgo(completedDaysAgo + 10),
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
    orderItems: [
      { productId: 'p1', title: 'Royal Agbada', coverImage: '/p1.svg', unitPrice: 50_000_00, quantity: 2, price: 100_000_00, measurement: { measurementId: 'm1', name: 'Ada', takenAt: daysAgo(40), chest: 38 } },
    ],
    delivery: false,
    deliveryFee: 0,
    deliveryDetails: null,
    pickupAddress: { name: 'Aso Tailoring Studio', phone: '+234', address: '12 Aba Road', city: 'Port Harcourt', state: 'Rivers', country: 'Nigeria' },
    measurement: { measurementId: 'm1', name: 'Ada', takenAt: daysAgo(40), chest: 38 },
    subtotal: 100_000_00,
    discount: 50_000_00,
    totalPrice: 50_000_00,
    neededBy: null,
    paidAt: daysAgo(completedDaysAgo + 10),
    refundedAmount: 0, refundPendingAmount: 0, refunds: [], cancelledAt: null, cancelReason: null,
    statusHistory: [
      { status: 'pending', at: daysAgo(completedDaysAgo + 10) },
      { status: 'completed', at: daysAgo(completedDaysAgo) },
    ],
  };
}

let answer: () => Response;
let payAgainAnswer: () => Response = () => apiResponse(null, 500);
let cancelAnswer: () => Response = () => apiResponse(null, 500);
let remakes: RemakeRequest[] = [];
let savedCards: SavedCard[] = [];
let savedCardAnswer: () => Response = () => apiResponse(null, 500);
const posted: { url: string; body: unknown }[] = [];
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  posted.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url === '/api/v1/auth/refresh') {
    return apiResponse({ accessToken: 'token', expiresIn: 900, user: { uuid: 'u1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } });
  }
  if (url === '/api/v1/order/fetch-order-byID') return answer();
  if (url === '/api/v1/order/fetch-my-remake-requests') return apiResponse(remakes);
  if (url === '/api/v1/order/pay-again') return payAgainAnswer();
  if (url === '/api/v1/order/cancel-order') return cancelAnswer();
  if (url === '/api/v1/user/fetch-saved-cards') return apiResponse(savedCards);
  if (url === '/api/v1/order/pay-with-saved-card') return savedCardAnswer();
  if (url.startsWith('/api/v1/notification/fetch-my-notifications')) return apiResponse([]);
  if (url === '/api/v1/order/request-remake') return apiResponse({ requestId: 'r1', orderID: 'ORD-1', itemIndex: 0, reason: 'x', status: 'open', created_at: new Date().toISOString() }, 201);
  throw new Error(`Unexpected call ${url}`);
});

beforeEach(() => {
  // A browser that signed in before: the session is restored with a refresh.
  window.localStorage.setItem(sessionHintKey, '1');
  clearQueryCache();
  posted.length = 0;
  remakes = [];
  savedCards = [];
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/orders/ORD-1']}>
        <Routes>
          <Route path="/orders/:orderID" element={<OrderDetailsPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('customer order details', () => {
  test("It should show the snapshot with 'N/A' for empty measures, the pick-up address, the discount and no Pay now on a paid order", async () => {
    answer = () => apiResponse(completedOrder(2));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-1' })).toBeTruthy();
    const measures = await screen.findByRole('table', { name: 'Measurements: Ada' });
    expect(measures.textContent).toContain('Chest38');
    expect(measures.textContent).toContain('NeckN/A');
    expect(measures.textContent).toContain('Pant lengthN/A');
    expect(screen.getByRole('heading', { name: 'Pick-up address' }).parentElement?.textContent).toContain('12 Aba Road');
    expect(screen.getByText('Member discount')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });

  test("It should show an item's own measurement set when it differs from the order's, and Pay now on an unpaid order", async () => {
    const order = completedOrder(2);
    answer = () =>
      apiResponse({
        ...order,
        status: 'pending',
        payment: 'failed',
        orderItems: [
          ...order.orderItems,
          { productId: 'p2', title: 'Kaftan', coverImage: '/p2.svg', unitPrice: 1_000_00, quantity: 1, price: 1_000_00, measurement: { measurementId: 'm2', name: 'Tunde', takenAt: daysAgo(3), neck: 16 } },
        ],
      });
    renderPage();
    const own = await screen.findByRole('table', { name: 'Kaftan: measurements of Tunde' });
    expect(own.textContent).toContain('Neck16');
    expect(screen.getAllByRole('table', { name: /measurements/i })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay now ₦50,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a remake' })).toBeNull();
  });

  test('It should show the order paid, with no Pay now, when Pay now finds the earlier attempt was paid after all', async () => {
    const order = { ...completedOrder(2), status: 'pending' as const };
    let paid = false;
    answer = () => apiResponse(paid ? order : { ...order, payment: 'failed', paidAt: null });
    payAgainAnswer = () => {
      paid = true;
      return { ok: false, status: 409, json: async () => ({ success: 0, message: 'This order is already paid' }) } as unknown as Response;
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now ₦50,000' }));
    await act(async () => undefined);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull());
    expect(screen.getByText('Paid · awaiting tailoring')).toBeTruthy();
    expect(getToasts().some((item) => item.kind === 'error' && item.message === 'This order is already paid')).toBe(true);
  });

  test('It should send a remake request for a completed order within 30 days, with only the corrected measures given', async () => {
    answer = () => apiResponse(completedOrder(5));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a remake' }));
    fireEvent.change(screen.getByLabelText('What should be remade, and why'), { target: { value: 'Sleeves too short' } });
    fireEvent.change(screen.getByLabelText('Sleeve'), { target: { value: '25' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    const request = posted.find((call) => call.url === '/api/v1/order/request-remake');
    expect(request?.body).toEqual({ orderID: 'ORD-1', itemIndex: 0, reason: 'Sleeves too short', measurements: { sleeve: 25 } });
  });

  test("It should show each remake request's outcome: the free remake order when accepted, the reason when declined, the money when refunded", async () => {
    const base = { orderID: 'ORD-1', itemIndex: 0, itemTitle: 'Royal Agbada', created_at: daysAgo(1), decidedAt: daysAgo(0), refundAmount: null, settlementNote: null };
    remakes = [
      { ...base, requestId: 'r4', reason: 'Does not fit at all', status: 'refunded', outcome: 'full_refund', refundAmount: 50_000_00, remakeOrderID: null, declineReason: null },
      { ...base, requestId: 'r3', reason: 'Hem a bit long', status: 'refunded', outcome: 'partial_refund', refundAmount: 5_000_00, settlementNote: 'An allowance for the hem', remakeOrderID: null, declineReason: null },
      { ...base, requestId: 'r2', reason: 'Wrong colour', status: 'declined', outcome: 'declined', remakeOrderID: null, declineReason: 'Colour changes are not remakes' },
      { ...base, requestId: 'r1', reason: 'Sleeves too short', status: 'accepted', outcome: 'remake', remakeOrderID: 'REMAKE0001', declineReason: null },
    ];
    answer = () => apiResponse(completedOrder(5));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Remake requests' });
    expect(section.textContent).toContain('Declined: Colour changes are not remakes');
    expect(section.textContent).toContain('Refunded in full: ₦50,000');
    expect(section.textContent).toContain('Settled with a partial refund: ₦5,000');
    expect(screen.getByRole('link', { name: 'REMAKE0001' }).getAttribute('href')).toBe('/orders/REMAKE0001');
    expect(posted.find((call) => call.url === '/api/v1/order/fetch-my-remake-requests')?.body).toEqual({ orderID: 'ORD-1' });
  });

  test('It should offer no remake once 30 days have passed since completion', async () => {
    answer = () => apiResponse(completedOrder(31));
    renderPage();
    await screen.findByRole('table', { name: 'Measurements: Ada' });
    expect(screen.queryByRole('button', { name: 'Request a remake' })).toBeNull();
  });

  test("It should say 'This order is not in your account' and stay on the page, signed in, when the order is not the customer's (404)", async () => {
    answer = () => apiResponse(null, 404);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This order is not in your account.');
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/settings/orders');
    expect(screen.queryByText('Login page')).toBeNull();
    expect(getToasts().map((toast) => toast.message)).not.toContain('unauthorized user');
  });

  test('It should show a paid order in one state, its date as 24 Nov 2026, the order it remakes, and the summary before the items', async () => {
    answer = () => apiResponse({ ...completedOrder(2), status: 'processing', created_at: '2026-11-24T10:30:00.000Z', remakeOf: 'ORIGINAL01', statusHistory: [{ status: 'pending', at: '2026-11-24T10:30:00.000Z' }] });
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Paid · being tailored')).toBeTruthy();
    expect(within(summary).queryByText('Pending')).toBeNull();
    expect(within(summary).getByText('24 Nov 2026')).toBeTruthy();
    expect(within(summary).getByText('11:30')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Order ORIGINAL01' }).getAttribute('href')).toBe('/orders/ORIGINAL01');
    const items = screen.getByRole('region', { name: 'Items' });
    expect(summary.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  });

  test('It should pay an unpaid order with a saved card after a confirmation, and fall back to Pay now when the card asks for a step', async () => {
    savedCards = [{ cardId: 'card-1', brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: null }];
    const order = { ...completedOrder(2), status: 'pending' as const, payment: 'unpaid' as const, paidAt: null };
    answer = () => apiResponse(order);
    savedCardAnswer = () => apiResponse({ outcome: 'paid', order: { ...order, payment: 'paid' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Visa ending 4081' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pay ₦50,000 with Visa ending 4081?' });
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦50,000' }));
    });
    expect(posted.find((call) => call.url === '/api/v1/order/pay-with-saved-card')?.body).toEqual({ orderID: 'ORD-1', cardId: 'card-1' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    savedCardAnswer = () => apiResponse({ outcome: 'continue', order });
    payAgainAnswer = () => apiResponse(null, 500);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Visa ending 4081' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Pay ₦50,000' }));
    });
    await waitFor(() => expect(posted.some((call) => call.url === '/api/v1/order/pay-again')).toBe(true));
  });
});

describe('cancelling, refunds and the timeline on the customer order page', () => {
  const unpaid = (): Order => ({ ...completedOrder(2), status: 'pending', payment: 'unpaid', paidAt: null, statusHistory: [{ status: 'pending', at: daysAgo(12) }] });

  test('It should cancel an unpaid order after a confirmation, then show it cancelled with no Pay now', async () => {
    let cancelled = false;
    answer = () => apiResponse(cancelled ? { ...unpaid(), status: 'cancelled', cancelledAt: daysAgo(0), statusHistory: [...unpaid().statusHistory, { status: 'cancelled', at: daysAgo(0) }] } : unpaid());
    cancelAnswer = () => {
      cancelled = true;
      return answer();
    };
    renderPage();
    const opener = await screen.findByRole('button', { name: 'Cancel order' });
    // A real click focuses the button; jsdom's does not.
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order ORD-1?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain('can no longer be paid');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my order' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(posted.some((call) => call.url === '/api/v1/order/cancel-order')).toBe(false);

    fireEvent.click(opener);
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }));
    });
    expect(posted.filter((call) => call.url === '/api/v1/order/cancel-order').map((call) => call.body)).toEqual([{ orderID: 'ORD-1' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('Cancelled')).toBeTruthy();
  });

  test("It should say why the order could not be cancelled and read it again when it turns out paid", async () => {
    let paid = false;
    answer = () => apiResponse(paid ? { ...unpaid(), payment: 'paid', paidAt: daysAgo(0) } : unpaid());
    cancelAnswer = () => {
      paid = true;
      return { ok: false, status: 409, json: async () => ({ success: 0, message: 'This order is paid: contact us to cancel it' }) } as unknown as Response;
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(getToasts().some((item) => item.kind === 'error' && item.message === 'This order is paid: contact us to cancel it')).toBe(true);
  });

  test('It should offer no Cancel order on a paid order', async () => {
    answer = () => apiResponse({ ...unpaid(), payment: 'paid', paidAt: daysAgo(1) });
    renderPage();
    await screen.findByRole('table', { name: 'Measurements: Ada' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('It should show a partly refunded order: its refunds with amount, reason and state, and a timeline with the payment and refunds', async () => {
    answer = () =>
      apiResponse({
        ...completedOrder(2),
        payment: 'partially_refunded',
        refundedAmount: 25_000_00,
        refundPendingAmount: 5_000_00,
        refunds: [
          { refundId: 'rf1', amount: 25_000_00, reason: 'Half refunded for the delay', kind: 'admin', status: 'processed', requestedAt: daysAgo(1.5), settledAt: daysAgo(1.4) },
          { refundId: 'rf2', amount: 5_000_00, reason: 'Alteration allowance', kind: 'remake', status: 'pending', requestedAt: daysAgo(0.5), settledAt: null },
          { refundId: 'rf3', amount: 1_000_00, reason: 'Test', kind: 'admin', status: 'failed', requestedAt: daysAgo(0.4), settledAt: daysAgo(0.3) },
        ],
      });
    renderPage();
    const refunds = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByRole('row', { name: /Half refunded/ }).textContent).toContain('₦25,000');
    expect(within(refunds).getByRole('row', { name: /Half refunded/ }).textContent).toContain('Refunded');
    expect(within(refunds).getByRole('row', { name: /Alteration allowance/ }).textContent).toContain('Refund pending');
    expect(within(refunds).getByRole('row', { name: /Test/ }).textContent).toContain('Refund failed');
    expect(screen.getByRole('region', { name: 'Refunds' }).textContent).toContain('Refunded so far: ₦25,000 (₦5,000 on its way)');
    expect(screen.getByText('Completed · Partially refunded')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(steps).toEqual(['Order placed', 'Payment received', 'Completed', 'Refund of ₦25,000 requested', 'Refunded ₦25,000', 'Refund of ₦5,000 requested', 'Refund of ₦1,000 requested', 'Refund of ₦1,000 failed']);
  });
});
