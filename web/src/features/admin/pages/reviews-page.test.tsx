/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from '../../../lib/router/routes';
import type { AdminReview } from '@functions/shop/review/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage, renderRoutes } from '../testing/admin-page-harness';
import AdminReviewDetailsPage from './review-details-page';
import AdminReviewsPage from './reviews-page';

const review: AdminReview = {
  id: 'r1',
  productId: 'p1',
  productName: 'Royal Agbada',
  orderID: 'ORD-1',
  userId: 'u1',
  rating: 4,
  title: 'Fits beautifully',
  text: 'Ready on time.',
  authorName: 'Ada O.',
  status: 'pending',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
};

/** An answer with its own message and meta (the shared fake answers 'ok' without meta). */
function envelope(data: unknown, message: string, meta?: unknown): Response {
  const body = { success: 1, message, data, ...(meta ? { meta } : {}) };
  return { ok: true, status: 200, json: async () => body } as unknown as Response;
}

let current: AdminReview = review;
const sentTo = (path: string) => writes().filter((call) => call.url === `/api/v1/admin/review/${path}`).map((call) => call.body);
const { calls, writes } = fakeAdminApi((url) => {
  if (url.startsWith('/api/v1/admin/review/fetch-all-reviews')) return envelope([current], 'ok', { page: 1, perPage: 50, hasMore: false });
  if (url === '/api/v1/admin/review/fetch-review-byID') return apiResponse(current);
  if (url === '/api/v1/admin/review/update-review-status') {
    const status = (calls.at(-1)?.body as { status: AdminReview['status'] }).status;
    current = { ...current, status };
    return envelope(current, status === 'approved' ? 'Review approved' : 'Review hidden');
  }
  if (url === '/api/v1/admin/review/delete-review') return envelope({ id: 'r1', productId: 'p1' }, 'Review deleted');
  return undefined;
});

beforeEach(() => {
  current = review;
});

function renderDetails() {
  renderRoutes(
    '/admin/reviews/r1',
    <>
      <Route path="/admin/reviews/:id" element={<AdminReviewDetailsPage />} />
      <Route path="/admin/reviews" element={<p>Reviews list</p>} />
    </>,
  );
}

describe('the admin reviews', () => {
  test('It should list reviews with their status and filter by status chip and search from page 1', async () => {
    renderAdminPage(<AdminReviewsPage />);
    const table = await screen.findByRole('table', { name: 'Reviews, page 1' });
    expect(within(table).getByRole('link', { name: 'Fits beautifully' }).getAttribute('href')).toBe('/admin/reviews/r1');
    expect(within(table).getByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: 'agbada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Reviews, page 1' });
    expect(calls.map((call) => call.url)).toContain('/api/v1/admin/review/fetch-all-reviews?page=1&status=approved&q=agbada');
  });

  test('It should approve, then hide, with a toast each time', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Fits beautifully' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    });
    expect(sentTo('update-review-status')).toEqual([{ id: 'r1', status: 'approved' }]);
    expect(getToasts().at(-1)?.message).toBe('Review approved');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    });
    expect(sentTo('update-review-status')).toEqual([
      { id: 'r1', status: 'approved' },
      { id: 'r1', status: 'hidden' },
    ]);
    expect(getToasts().at(-1)?.message).toBe('Review hidden');
  });

  test('It should delete only after confirmation and go back to the list', async () => {
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    expect(sentTo('delete-review')).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    });
    expect(sentTo('delete-review')).toEqual([{ id: 'r1' }]);
    expect(await screen.findByText('Reviews list')).toBeTruthy();
  });
});
