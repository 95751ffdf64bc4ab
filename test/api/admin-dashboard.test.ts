import type { Dashboard } from '../../functions/src/shop/dashboard/contract';
import type { Order } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { salesDay, salesMonth } from '../../functions/src/shop/shared/sales-calendar';
import { api } from '../support/api-client';
import { asAdmin, counterValue } from '../support/admin';
import { catalog, orderBody, payWithCard, placed, registerShopper } from '../support/orders';
import { fetchAllProducts } from '../support/storefront';

async function dashboard(): Promise<Dashboard> {
  const answer = await asAdmin<Dashboard>('/admin/dashboard');
  expect(answer.status).toBe(200);
  if (!answer.body.data) throw new Error('No dashboard data');
  return answer.body.data;
}

async function waitUntilPaid(token: string, orderID: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const answer = await api<Order>('/order/verify-payment', { token, body: { orderID } });
    if (answer.body.data?.payment === 'paid') return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`Order ${orderID} was not paid in time`);
}

describe('the back office dashboard', () => {
  test('It should read every total from the counters', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({
      users: await counterValue('users'),
      orders: await counterValue('orders'),
      products: await counterValue('products'),
      pendingOrders: await counterValue('orders:pending'),
      paidOrders: await counterValue('orders:paid'),
      revenue: await counterValue('revenue'),
    });
    expect(figures.products).toBeGreaterThanOrEqual((await fetchAllProducts('?limit=100')).length);
    expect(figures.daily).toHaveLength(30);
    expect(figures.monthly).toHaveLength(12);
    expect(figures.daily[29]?.period).toBe(salesDay(new Date()));
    expect(figures.monthly[11]?.period).toBe(salesMonth(new Date()));
  });

  test("It should count a new customer, a new order, today's paid revenue, and the paid order as pending work", async () => {
    const before = await dashboard();
    const shopper = await registerShopper('admin-dashboard');
    const product = (await catalog(1))[0] as Product;
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    const placedFigures = await dashboard();
    expect(placedFigures.users).toBe(before.users + 1);
    expect(placedFigures.orders).toBe(before.orders + 1);
    // Unpaid, it is not waiting for work yet.
    expect(placedFigures.pendingOrders).toBe(before.pendingOrders);

    expect(await payWithCard(order.accessCode)).toBe('success');
    await waitUntilPaid(shopper.token, order.orderID);
    const after = await dashboard();
    expect(after.paidOrders).toBe(before.paidOrders + 1);
    expect(after.pendingOrders).toBe(before.pendingOrders + 1);
    expect(after.revenue).toBe(before.revenue + order.totalPrice);
    const today = salesDay(new Date());
    const todayBefore = before.daily.find((point) => point.period === today);
    expect(after.daily.find((point) => point.period === today)).toEqual({
      period: today,
      revenue: (todayBefore?.revenue ?? 0) + order.totalPrice,
      orders: (todayBefore?.orders ?? 0) + 1,
    });
    const month = salesMonth(new Date());
    expect(after.monthly.find((point) => point.period === month)?.orders).toBe((before.monthly.find((point) => point.period === month)?.orders ?? 0) + 1);
  });
});
