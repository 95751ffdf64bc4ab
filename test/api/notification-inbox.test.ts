import type { Notification } from '../../functions/src/shop/notification/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { api } from '../support/api-client';
import { catalog, orderBody, placed, registerShopper, type Shopper } from '../support/orders';

async function inbox(shopper: Shopper, query = ''): Promise<{ data: Notification[]; next?: string }> {
  const answer = await api<Notification[]>(`/notification/fetch-my-notifications${query}`, { token: shopper.token });
  return { data: answer.body.data ?? [], ...(answer.body.next ? { next: answer.body.next } : {}) };
}

describe('notifications', () => {
  let ada: Shopper;
  let bola: Shopper;

  beforeAll(async () => {
    [ada, bola] = await Promise.all([registerShopper('note-a'), registerShopper('note-b')]);
    const product = (await catalog(1))[0] as Product;
    for (let i = 0; i < 3; i += 1) await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    await placed(bola, orderBody(bola, [{ productId: product.id, quantity: 1 }]));
  });

  test('It should refuse anonymous callers with 401', async () => {
    expect((await api('/notification/fetch-my-notifications')).status).toBe(401);
    expect((await api('/notification/read-notification', { body: { id: 'x' } })).status).toBe(401);
    expect((await api('/notification/read-all-notification', { body: {} })).status).toBe(401);
  });

  test("It should list the caller's own notifications newest first, paged", async () => {
    const { data } = await inbox(ada);
    expect(data).toHaveLength(3);
    expect(data.every((note) => note.type === 'order' && note.orderID && !note.read)).toBe(true);
    const times = data.map((note) => note.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await inbox(ada, '?limit=2');
    expect(page.data).toHaveLength(2);
    expect((await inbox(ada, `?limit=2&cursor=${encodeURIComponent(page.next ?? '')}`)).data.map((note) => note.id)).toEqual([data[2]?.id]);
  });

  test("It should mark one notification read, and answer 404 to another customer marking it", async () => {
    const target = (await inbox(ada)).data[0] as Notification;
    const theirs = await api('/notification/read-notification', { token: bola.token, body: { id: target.id } });
    const unknown = await api('/notification/read-notification', { token: bola.token, body: { id: 'no-such-notification' } });
    expect([theirs.status, theirs.body.message]).toEqual([404, unknown.body.message]);
    expect((await inbox(ada)).data.find((note) => note.id === target.id)?.read).toBe(false);
    expect((await api('/notification/read-notification', { token: ada.token, body: { id: target.id } })).status).toBe(200);
    expect((await inbox(ada)).data.find((note) => note.id === target.id)?.read).toBe(true);
    expect((await api('/notification/read-notification', { token: ada.token, body: {} })).status).toBe(400);
  });

  test("It should mark all of the caller's notifications read and none of anyone else's, whatever the body names", async () => {
    const answer = await api('/notification/read-all-notification', { token: bola.token, body: { to: ada.email } });
    expect(answer.status).toBe(200);
    expect((await inbox(bola)).data.every((note) => note.read)).toBe(true);
    expect((await inbox(ada)).data.filter((note) => !note.read)).toHaveLength(2);
    await api('/notification/read-all-notification', { token: ada.token, body: {} });
    expect((await inbox(ada)).data.every((note) => note.read)).toBe(true);
  });
});
