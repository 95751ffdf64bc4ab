/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Order } from '@functions/shop/order/contract';
import type { MyReview } from '@functions/shop/review/contract';
import { SessionProvider, sessionHintKey } from '../../../lib/auth/session';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';
import { OrderReviews } from './order-reviews';

const snapshot = { measurementId: 'm1', name: 'Ada', takenAt: '2026-01-01T00:00:00Z' };
const line = (productId: string, title: string) => ({ productId, title, coverImage: `/${productId}.svg`, unitPrice: 100, quantity: 1, price: 100, measurement: snapshot });

function order(payment: Order['payment'], status: Order['status'] = 'completed'): Order {
  return {
    orderID: 'ORD-7',
    status,
    payment,
    created_at: '2026-01-02T00:00:00Z',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
    orderItems: [line('p1', 'Royal Agbada'), line('p2', 'Wine Kaftan'), line('p1', 'Royal Agbada')],
    delivery: false,
    deliveryFee: 0,
    deliveryDetails: null,
    pickupAddress: null,
    measurement: snapshot,
    subtotal: 300,
    discount: 0,
    totalPrice: 300,
    neededBy: null,
    paidAt: null,
    statusHistory: [],
    refundedAmount: 0,
    refundPendingAmount: 0,
    refunds: [],
    cancelledAt: null,
    cancelReason: null,
  };
}

const review = (productId: string, status: MyReview['status']): MyReview => ({
  id: `r-${productId}`,
  productId,
  orderID: 'ORD-7',
  rating: 4,
  title: 'Lovely',
  text: 'Fits well',
  authorName: 'Ada O.',
  status,
  created_at: '2026-01-03T00:00:00Z',
});

let mine: MyReview[] = [];
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  // A browser that signed in before: the session is restored with a refresh.
  window.localStorage.setItem(sessionHintKey, '1');
  clearQueryCache();
  calls.length = 0;
  mine = [review('p1', 'pending')];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url === '/api/v1/auth/refresh') return apiResponse({ accessToken: 'token', expiresIn: 900, user: { uuid: 'u1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } });
    if (url === '/api/v1/review/fetch-my-reviews?orderID=ORD-7') return apiResponse(mine);
    if (url === '/api/v1/review/add-review') {
      mine = [...mine, review('p2', 'pending')];
      return apiResponse(review('p2', 'pending'), 201);
    }
    throw new Error(`Unexpected call ${url}`);
  }) as unknown as typeof fetch;
});

function renderReviews(payment: Order['payment'], status?: Order['status']) {
  render(
    <SessionProvider>
      <OrderReviews order={order(payment, status)} />
    </SessionProvider>,
  );
}

describe('reviews on the order page', () => {
  test('It should offer one form per product not yet reviewed and show the state of a review already written', async () => {
    renderReviews('paid');
    expect(await screen.findByRole('button', { name: 'Write a review of Wine Kaftan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review of Royal Agbada' })).toBeNull();
    expect(screen.getByText(/will appear once it is approved/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  test('It should ask for stars, send the review and then hide the form', async () => {
    renderReviews('paid');
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review of Wine Kaftan' }));
    const stars = screen.getByRole('group', { name: 'Your rating' });
    expect(stars.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lovely' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Fits well' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating from 1 to 5 stars');
    expect(calls.some((call) => call.url.endsWith('/review/add-review'))).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(calls.find((call) => call.url.endsWith('/review/add-review'))?.body).toEqual({ orderID: 'ORD-7', productId: 'p2', rating: 4, title: 'Lovely', text: 'Fits well' });
    expect(await screen.findAllByText(/will appear once it is approved/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
  });

  test('It should show nothing and ask nothing for an unpaid order', async () => {
    renderReviews('unpaid');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/review/'))).toBe(false);
  });

  test('It should offer reviews on an order refunded in part since it was paid', async () => {
    renderReviews('partially_refunded');
    expect(await screen.findByRole('button', { name: 'Write a review of Wine Kaftan' })).toBeTruthy();
  });

  test('It should show nothing and ask nothing for a cancelled order', async () => {
    renderReviews('refunded', 'cancelled');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/review/'))).toBe(false);
  });

  test('It should not offer a review before the order is completed, even when it is paid', async () => {
    renderReviews('paid', 'processing');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
    expect(calls.some((call) => call.url.includes('/review/'))).toBe(false);
  });
});
