/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from '../../../lib/router/routes';
import { MemoryRouter } from '../../../lib/router/memory-router';
import type { Order } from '@functions/shop/order/contract';
import { SessionProvider, sessionHintKey } from '../../../lib/auth/session';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';
import OrderDetailsPage from '../pages/order-details-page';
import { transferPendingState } from './transfer-pending';

const at = new Date().toISOString();

function order(payment: Order['payment']): Order {
  return {
    orderID: 'ORD-7',
    status: 'pending',
    payment,
    created_at: at,
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
    orderItems: [{ productId: 'p1', title: 'Royal Agbada', coverImage: '/p1.svg', unitPrice: 50_000_00, quantity: 1, price: 50_000_00, measurement: { measurementId: 'm1', name: 'Ada', takenAt: at, chest: 38 } }],
    delivery: false,
    deliveryFee: 0,
    deliveryDetails: null,
    pickupAddress: { name: 'Aso Tailoring Studio', phone: '+234', address: '12 Aba Road', city: 'Port Harcourt', state: 'Rivers', country: 'Nigeria' },
    measurement: { measurementId: 'm1', name: 'Ada', takenAt: at, chest: 38 },
    subtotal: 50_000_00,
    discount: 0,
    totalPrice: 50_000_00,
    neededBy: null,
    paidAt: payment === 'paid' ? at : null,
    refundedAmount: 0, refundPendingAmount: 0, refunds: [], cancelledAt: null, cancelReason: null,
    statusHistory: [{ status: 'pending', at }],
  };
}

let orderReads = 0;
let paidFromRead = Number.POSITIVE_INFINITY;

beforeEach(() => {
  // A browser that signed in before: the session is restored with a refresh.
  window.localStorage.setItem(sessionHintKey, '1');
  clearQueryCache();
  orderReads = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/v1/auth/refresh') {
      return apiResponse({ accessToken: 'token', expiresIn: 900, user: { uuid: 'u1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } });
    }
    if (url === '/api/v1/order/fetch-order-byID') {
      orderReads += 1;
      return apiResponse(order(orderReads >= paidFromRead ? 'paid' : 'unpaid'));
    }
    if (url === '/api/v1/order/fetch-my-remake-requests') return apiResponse([]);
    throw new Error(`Unexpected call ${url}`);
  }) as unknown as typeof fetch;
});

function renderOrder(state: unknown) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[{ pathname: '/orders/ORD-7', state }]}>
        <Routes>
          <Route path="/orders/:orderID" element={<OrderDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('the order page after a reported bank transfer', () => {
  test('It should say it is confirming the transfer with the order id and total, offer no Pay now, and turn paid by asking again', async () => {
    paidFromRead = 2;
    renderOrder(transferPendingState);
    const notice = await screen.findByRole('region', { name: 'We are confirming your transfer' });
    expect(notice.textContent).toContain('ORD-7');
    expect(notice.textContent).toContain('₦50,000');
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
    // The first ask again comes a few seconds later; nothing is clicked.
    const arrived = await screen.findByRole('region', { name: 'Your transfer has arrived' }, { timeout: 6000 });
    expect(arrived.textContent).toContain('Order ORD-7 is paid');
    expect(orderReads).toBe(2);
  });

  test('It should show Pay now and no transfer notice on an unpaid order opened any other way', async () => {
    paidFromRead = Number.POSITIVE_INFINITY;
    renderOrder(null);
    expect(await screen.findByRole('button', { name: /^Pay now/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'We are confirming your transfer' })).toBeNull();
  });
});
