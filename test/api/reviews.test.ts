import type { Order } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { AdminReview, MyReview, PublicReview } from '../../functions/src/shop/review/contract';
import { api } from '../support/api-client';
import { asAdmin, auditEntriesFor } from '../support/admin';
import { catalog, orderBody, placed, registerShopper, storedItems, type Shopper } from '../support/orders';
import { paidOrder, productFigures } from '../support/reviews';

function review(order: Order, productId: string, extra: Record<string, unknown> = {}) {
  return { orderID: order.orderID, productId, rating: 4, title: 'Fits beautifully', text: 'The agbada was ready on time.', ...extra };
}

async function publicReviews(productId: string): Promise<PublicReview[]> {
  const answer = await api<PublicReview[]>(`/product/${encodeURIComponent(productId)}/reviews`);
  expect(answer.status).toBe(200);
  return answer.body.data ?? [];
}

/** The product's stored counters, to work out the exact average a change must give. */
async function storedCounters(productId: string): Promise<{ count: number; sum: number }> {
  const item = (await storedItems('product', 'id', productId))[0];
  return { count: Number(item?.reviewCount ?? 0), sum: Number(item?.ratingSum ?? 0) };
}

function average(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

describe('product reviews', () => {
  let ada: Shopper;
  let bola: Shopper;
  let reviewed: Product;
  let other: Product;
  let adaOrder: Order;

  beforeAll(async () => {
    ada = await registerShopper('review-a');
    bola = await registerShopper('review-b');
    const products = await catalog(8);
    reviewed = products[6] as Product;
    other = products[7] as Product;
    adaOrder = await paidOrder(ada, [reviewed.id]);
  });

  test('It should refuse anonymous callers and explain invalid reviews', async () => {
    expect((await api('/review/add-review', { body: review(adaOrder, reviewed.id) })).status).toBe(401);
    const noStars = await api('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { rating: 0 }) });
    expect(noStars.status).toBe(400);
    expect(noStars.body.message).toMatch(/rating from 1 to 5/);
    const noTitle = await api('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { title: '  ' }) });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/title/);
    const tooLong = await api('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { text: 'x'.repeat(2001) }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/at most 2000/);
  });

  test('It should refuse a review without a verified purchase', async () => {
    const unpaid = await placed(ada, orderBody(ada, [{ productId: other.id, quantity: 1 }]));
    const refused = await api('/review/add-review', { token: ada.token, body: review(unpaid, other.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/paid/);
    // Bola names Ada's paid order: not Bola's, so it does not exist for Bola.
    expect((await api('/review/add-review', { token: bola.token, body: review(adaOrder, reviewed.id) })).status).toBe(404);
    // Ada's paid order does not hold the other product.
    expect((await api('/review/add-review', { token: ada.token, body: review(adaOrder, other.id) })).status).toBe(400);
    expect(await storedItems('review', 'productId', other.id)).toEqual([]);
  });

  test('It should take one review per product, answer a retry with it, keep it private while pending and let the admin approve, hide and delete it', async () => {
    const first = await api<MyReview>('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { rating: 5 }) });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'pending', rating: 5, authorName: expect.any(String), orderID: adaOrder.orderID });
    const id = first.body.data?.id as string;
    const retry = await api<MyReview>('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { rating: 5 }) });
    expect(retry.status).toBe(200);
    expect(retry.body.data?.id).toBe(id);
    const second = await api('/review/add-review', { token: ada.token, body: review(adaOrder, reviewed.id, { rating: 1, text: 'Changed my mind' }) });
    expect(second.status).toBe(409);
    expect(await storedItems('review', 'productId', reviewed.id)).toHaveLength(1);

    // Pending: Ada sees it on her order; Bola and the storefront do not.
    const mine = await api<MyReview[]>(`/review/fetch-my-reviews?orderID=${adaOrder.orderID}`, { token: ada.token });
    expect(mine.body.data?.map((item) => [item.id, item.status])).toEqual([[id, 'pending']]);
    expect((await api(`/review/fetch-my-reviews?orderID=${adaOrder.orderID}`, { token: bola.token })).status).toBe(404);
    expect((await publicReviews(reviewed.id)).map((item) => item.id)).not.toContain(id);
    const before = await storedCounters(reviewed.id);

    const listed = await asAdmin<AdminReview[]>(`/admin/review/fetch-all-reviews?status=pending&q=${encodeURIComponent('fits BEAUTIFULLY')}`);
    expect(listed.body.data?.map((item) => item.id)).toContain(id);
    expect((await asAdmin<AdminReview[]>('/admin/review/fetch-all-reviews?status=approved')).body.data?.map((item) => item.id)).not.toContain(id);

    const approved = await asAdmin<AdminReview>('/admin/review/update-review-status', { body: { id, status: 'approved' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data?.status).toBe('approved');
    expect((await publicReviews(reviewed.id))[0]).toMatchObject({ id, rating: 5, title: 'Fits beautifully' });
    expect(await productFigures(reviewed.id)).toEqual({ reviewCount: before.count + 1, ratingAverage: average(before.count + 1, before.sum + 5) });
    // Approving again changes nothing and is not counted twice.
    await asAdmin('/admin/review/update-review-status', { body: { id, status: 'approved' } });
    expect((await productFigures(reviewed.id)).reviewCount).toBe(before.count + 1);

    const hidden = await asAdmin<AdminReview>('/admin/review/update-review-status', { body: { id, status: 'hidden' } });
    expect(hidden.body.data?.status).toBe('hidden');
    expect((await publicReviews(reviewed.id)).map((item) => item.id)).not.toContain(id);
    expect(await productFigures(reviewed.id)).toEqual({ reviewCount: before.count, ratingAverage: average(before.count, before.sum) });

    await asAdmin('/admin/review/update-review-status', { body: { id, status: 'approved' } });
    expect((await productFigures(reviewed.id)).reviewCount).toBe(before.count + 1);
    const deleted = await asAdmin('/admin/review/delete-review', { body: { id } });
    expect(deleted.status).toBe(200);
    expect(await productFigures(reviewed.id)).toEqual({ reviewCount: before.count, ratingAverage: average(before.count, before.sum) });
    expect((await asAdmin('/admin/review/fetch-review-byID', { body: { id } })).status).toBe(404);
    expect((await asAdmin('/admin/review/delete-review', { body: { id } })).status).toBe(404);

    const audit = await auditEntriesFor('review', id);
    expect(audit.map((entry) => entry.action)).toEqual(['delete', 'update-status', 'update-status', 'update-status']);
    expect(audit.slice(1).map((entry) => entry.after)).toEqual(['status: approved', 'status: hidden', 'status: approved']);
  });

  test('It should refuse an unknown status and answer 404 for an unknown review', async () => {
    const wrong = await asAdmin('/admin/review/update-review-status', { body: { id: 'x', status: 'pending' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/approved, hidden/);
    expect((await asAdmin('/admin/review/fetch-review-byID', { body: { id: 'no-such-review' } })).status).toBe(404);
    expect((await api('/admin/review/fetch-all-reviews', { token: ada.token })).status).toBe(403);
  });
});
