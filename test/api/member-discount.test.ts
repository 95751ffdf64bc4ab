import type { UserMe } from '../../functions/src/shop/user/contract';
import { api } from '../support/api-client';
import { catalog, chargedOrder, fetchOrder, placed, orderBody, registerShopper, type Shopper } from '../support/orders';

async function memberDiscount(shopper: Shopper): Promise<UserMe['memberDiscount'] | undefined> {
  return (await api<UserMe>('/user/me', { token: shopper.token })).body.data?.memberDiscount;
}

describe('member discount progress', () => {
  test('It should say a new member has 3 of 3 discounts left and that the next order is the first of them', async () => {
    const shopper = await registerShopper('discount-new');
    expect(await memberDiscount(shopper)).toEqual({ percent: 50, orders: 3, left: 3, nextOrder: 1 });
  });

  test('It should count a discount as spent once its order is paid, and number each discounted order', async () => {
    const [shopper, [product]] = await Promise.all([registerShopper('discount-progress'), catalog(1)]);
    if (!product) throw new Error('The seeded catalog is empty');
    const first = await chargedOrder(shopper, [product.id]);
    expect(first.memberDiscountOrder).toBe(1);
    // Verifying records the payment (the webhook may have done so already): the slot is then used.
    await api('/order/verify-payment', { token: shopper.token, body: { orderID: first.orderID } });
    expect((await fetchOrder(shopper, first.orderID)).body.data?.payment).toBe('paid');
    expect(await memberDiscount(shopper)).toEqual({ percent: 50, orders: 3, left: 2, nextOrder: 2 });

    // An unpaid order holds its slot: the next one would be the third.
    const second = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    expect(second).toMatchObject({ memberDiscountOrder: 2, discount: Math.floor(product.amount / 2) });
    expect(await memberDiscount(shopper)).toEqual({ percent: 50, orders: 3, left: 2, nextOrder: 3 });
  });
});
