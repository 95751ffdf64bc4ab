import type { Measurements } from '../../functions/src/shop/measurement/contract';
import type { Order } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { asAdmin } from '../support/admin';
import { api } from '../support/api-client';
import { catalog, editStored, fetchOrder, orderBody, placed, registerShopper, type Shopper } from '../support/orders';

describe("a customer's orders", () => {
  let ada: Shopper;
  let products: Product[];

  beforeAll(async () => {
    [ada, products] = await Promise.all([registerShopper('history-a'), catalog(2)]);
  });

  test('It should keep the product and measurement snapshot of a placed order after both are edited', async () => {
    const product = products[0] as Product;
    const order = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    const before = (await fetchOrder(ada, order.orderID)).body.data;
    await editStored('product', 'id', product.id, { name: `${product.name} (renamed)`, amount: product.amount + 500_00 });
    const changed = await api<Measurements>('/measurement/update-measurements', {
      token: ada.token,
      body: { id: ada.measurementId, measurements: { name: 'Ada after', chest: 40 } },
    });
    expect(changed.status).toBe(200);
    try {
      const after = (await fetchOrder(ada, order.orderID)).body.data;
      expect(after).toEqual(before);
      expect(after?.orderItems[0]).toMatchObject({ title: product.name, unitPrice: product.amount });
      expect(after?.measurement).toMatchObject({ name: 'Ada', chest: 38, waist: 30 });
    } finally {
      await editStored('product', 'id', product.id, { name: product.name, amount: product.amount });
    }
  });

  test('It should list orders newest first, page by page', async () => {
    const product = products[1] as Product;
    for (let i = 0; i < 3; i += 1) await placed(ada, orderBody(ada, [{ productId: product.id, quantity: i + 1 }]));
    const all = (await api<Order[]>('/order/fetch-my-orders', { token: ada.token })).body.data ?? [];
    expect(all.length).toBe(4);
    const times = all.map((order) => order.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await api<Order[]>('/order/fetch-my-orders?limit=3', { token: ada.token });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await api<Order[]>(`/order/fetch-my-orders?limit=3&cursor=${encodeURIComponent(first.body.next ?? '')}`, { token: ada.token });
    expect(second.body.data?.map((order) => order.orderID)).toEqual(all.slice(3).map((order) => order.orderID));
    expect(second.body.next).toBeUndefined();
    expect((await api('/order/fetch-my-orders?limit=500', { token: ada.token })).status).toBe(400);
  });

  test('It should carry the newest orders and notifications in /user/me', async () => {
    const me = await api<UserMe>('/user/me', { token: ada.token });
    const listed = (await api<Order[]>('/order/fetch-my-orders', { token: ada.token })).body.data ?? [];
    expect(me.body.data?.orders.map((order) => order.orderID)).toEqual(listed.map((order) => order.orderID));
    expect(me.body.data?.notifications.length).toBe(listed.length);
  });

  test('It should accept a remake request only for a completed order within 30 days, for an item it holds', async () => {
    const product = products[0] as Product;
    const order = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    const request = { orderID: order.orderID, itemIndex: 0, reason: 'The sleeves are too short', measurements: { sleeve: 25 } };
    expect((await api('/order/request-remake', { token: ada.token, body: request })).status).toBe(409);
    // Completed the way the workshop does it, so the order's status index moves too (a raw edit would leave it
    // listed as pending for the back office's tests).
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: order.orderID, status: 'completed', confirmUnpaid: true } })).status).toBe(200);
    expect((await api('/order/request-remake', { token: ada.token, body: { ...request, itemIndex: 3 } })).status).toBe(400);
    const bola = await registerShopper('history-b');
    expect((await api('/order/request-remake', { token: bola.token, body: request })).status).toBe(404);
    const made = await api<{ requestId: string; status: string }>('/order/request-remake', { token: ada.token, body: request });
    expect([made.status, made.body.data?.status]).toEqual([201, 'open']);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await editStored('order', 'orderID', order.orderID, { statusHistory: [{ status: 'completed', at: old }] });
    expect((await api('/order/request-remake', { token: ada.token, body: request })).status).toBe(409);
  });
});
