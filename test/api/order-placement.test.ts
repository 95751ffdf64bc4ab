import type { Order, PlacedOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { asAdmin, defaultSettingsBody, restoreShopSettings } from '../support/admin';
import { api } from '../support/api-client';
import { catalog, editStored, fetchOrder, orderBody, payWithCard, placed, placeOrder, registerShopper, storedItems, type Shopper } from '../support/orders';

const deliveryFee = 100_00;

function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('placing an order', () => {
  let ada: Shopper;
  let products: Product[];

  beforeAll(async () => {
    [ada, products] = await Promise.all([registerShopper('order-a'), catalog(3)]);
  });

  test('It should refuse anonymous callers with 401', async () => {
    expect((await api('/order/add-order', { body: {} })).status).toBe(401);
  });

  test('It should price from the catalog, ignore prices in the body, and take 50% off the items of a first order', async () => {
    const [first, second] = products as [Product, Product];
    const tampered = {
      ...orderBody(ada, [
        { productId: first.id, quantity: 2, price: 1, amount: 1 } as never,
        { productId: second.id, quantity: 1 },
      ]),
      totalPrice: 100,
      deliveryFee: 0,
      discount: 99_999_999,
    };
    const order = await placed(ada, tampered);
    const subtotal = first.amount * 2 + second.amount;
    expect(order.orderItems.map((line) => [line.title, line.unitPrice, line.quantity, line.price])).toEqual([
      [first.name, first.amount, 2, first.amount * 2],
      [second.name, second.amount, 1, second.amount],
    ]);
    expect(order).toMatchObject({
      status: 'pending',
      payment: 'unpaid',
      delivery: true,
      subtotal,
      deliveryFee,
      discount: Math.floor(subtotal / 2),
      totalPrice: subtotal - Math.floor(subtotal / 2) + deliveryFee,
      deliveryDetails: { name: 'Ada Obi', state: 'Lagos', city: 'Ikeja', address: '12 Allen Avenue' },
      pickupAddress: null,
    });
    expect(order.accessCode).toEqual(expect.any(String));
    expect(order.orderID).toMatch(/^[A-Z2-9]{10}$/);
  });

  test('It should charge nothing for pick-up and show the shop address instead of a delivery address', async () => {
    const product = products[0] as Product;
    const order = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }], { delivery: false, deliveryDetailsId: undefined }));
    expect(order).toMatchObject({ delivery: false, deliveryFee: 0, deliveryDetails: null, pickupAddress: { city: 'Port Harcourt' } });
    expect(order.totalPrice).toBe(order.subtotal - order.discount);
  });

  test('It should give the member discount on the first three orders only', async () => {
    const bola = await registerShopper('order-disc');
    const product = products[1] as Product;
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 4; i += 1) orders.push(await placed(bola, orderBody(bola, [{ productId: product.id, quantity: 1 }])));
    expect(orders.map((order) => order.discount)).toEqual([1, 2, 3].map(() => Math.floor(product.amount / 2)).concat([0]));
    expect(orders[3]?.totalPrice).toBe(product.amount + deliveryFee);
  });

  test("It should give an unpaid order's slot to a new order once its hold ran out, and never honour the old discounted price", async () => {
    const dayo = await registerShopper('order-hold');
    const product = products[0] as Product;
    const firstThree: PlacedOrder[] = [];
    for (let i = 0; i < 3; i += 1) firstThree.push(await placed(dayo, orderBody(dayo, [{ productId: product.id, quantity: 1 }])));
    const stale = firstThree[0] as PlacedOrder;
    await editStored('discountSlot', 'orderID', stale.orderID, { holdUntil: new Date(Date.now() - 1000).toISOString() });
    const fourth = await placed(dayo, orderBody(dayo, [{ productId: product.id, quantity: 1 }]));
    expect(fourth.discount).toBe(Math.floor(product.amount / 2));
    const repriced = (await fetchOrder(dayo, stale.orderID)).body.data;
    expect(repriced).toMatchObject({ discount: 0, totalPrice: product.amount + deliveryFee, payment: 'unpaid' });
    expect(await payWithCard(stale.accessCode)).toBe('success');
    const verified = await api<Order>('/order/verify-payment', { token: dayo.token, body: { orderID: stale.orderID } });
    expect(verified.body.data?.payment).toBe('unpaid');
    const fifth = await placed(dayo, orderBody(dayo, [{ productId: product.id, quantity: 1 }]));
    expect(fifth.discount).toBe(0);
  });

  test('It should give at most three discounts to ten orders placed at once by a new member, and place all ten', async () => {
    const chidi = await registerShopper('order-race');
    const product = products[2] as Product;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(chidi, orderBody(chidi, [{ productId: product.id, quantity: 1 }]))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const discounted = answers.filter((answer) => (answer.body.data?.discount ?? 0) > 0);
    expect(discounted.length).toBeLessThanOrEqual(3);
    expect(discounted.length).toBeGreaterThan(0);
    const slots = await storedItems('discountSlot', 'userId', chidi.uuid);
    expect(slots.length).toBeLessThanOrEqual(3);
    expect(new Set(slots.map((slot) => slot.orderID))).toEqual(new Set(discounted.map((answer) => answer.body.data?.orderID)));
  });

  test('It should answer a replay of the same idempotency key with the same order and place nothing new', async () => {
    const product = products[0] as Product;
    const body = orderBody(ada, [{ productId: product.id, quantity: 3 }]);
    const [one, two] = await Promise.all([placeOrder(ada, body), placeOrder(ada, body)]);
    const three = await placeOrder(ada, { ...body, items: [{ productId: product.id, quantity: 1 }] });
    expect([one.status, two.status, three.status]).toEqual([201, 201, 201]);
    expect(two.body.data?.orderID).toBe(one.body.data?.orderID);
    expect(three.body.data?.orderID).toBe(one.body.data?.orderID);
    expect(three.body.data?.accessCode).toBe(one.body.data?.accessCode);
    const mine = await storedItems('order', 'userId', ada.uuid);
    expect(mine.filter((order) => order.orderID === one.body.data?.orderID)).toHaveLength(1);
  });

  test('It should refuse bad bodies with a clear 400 and place nothing', async () => {
    const product = products[0] as Product;
    const line = { productId: product.id, quantity: 1 };
    const before = (await storedItems('order', 'userId', ada.uuid)).length;
    const cases: [unknown, RegExp][] = [
      [orderBody(ada, []), /cart is empty/i],
      [orderBody(ada, [{ productId: 'no-such-product', quantity: 1 }]), /no longer available/],
      [orderBody(ada, [{ ...line, quantity: 0 }]), /quantity must be at least 1/],
      [orderBody(ada, [{ ...line, quantity: 21 }]), /quantity must be at most 20/],
      [orderBody(ada, [{ ...line, quantity: 1.5 }]), /whole number/],
      [orderBody(ada, [line], { deliveryDetailsId: undefined }), /Please select a delivery address/],
      [orderBody(ada, [line], { deliveryDetailsId: 'deleted-or-never-there' }), /delivery address no longer exists/],
      [{ ...orderBody(ada, [line]), measurementId: undefined }, /Please select a measurement/],
      [orderBody(ada, [line], { measurementId: 'deleted-or-never-there' }), /measurement no longer exists/],
      [orderBody(ada, [{ ...line, measurementId: 'gone' }]), /measurement chosen for/],
      [orderBody(ada, [line], { neededBy: isoDateIn(5) }), /at least 14 days/],
      [orderBody(ada, [line], { neededBy: '2030-02-30' }), /real date/],
      [orderBody(ada, [line], { idempotencyKey: 'x' }), /idempotencyKey/],
      [{ ...orderBody(ada, [line]), delivery: 'yes' }, /delivery must be true/],
      ['not json', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const answer = await placeOrder(ada, body);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await storedItems('order', 'userId', ada.uuid)).length).toBe(before);
  });

  test("It should refuse another customer's address or measurement set as if they did not exist", async () => {
    const bola = await registerShopper('order-other');
    const line = { productId: (products[0] as Product).id, quantity: 1 };
    expect((await placeOrder(bola, orderBody(bola, [line], { deliveryDetailsId: ada.addressId }))).status).toBe(400);
    expect((await placeOrder(bola, orderBody(bola, [line], { measurementId: ada.measurementId }))).status).toBe(400);
  });

  test('It should keep a needed-by date 14 or more days ahead and a different measurement set for one item', async () => {
    const spouse = await api<{ id: string }>('/measurement/add-measurements', { token: ada.token, body: { measurements: { name: 'Spouse', chest: 44 } } });
    const [first, second] = products as [Product, Product];
    const neededBy = isoDateIn(20);
    const order = await placed(
      ada,
      orderBody(ada, [{ productId: first.id, quantity: 1 }, { productId: second.id, quantity: 1, measurementId: spouse.body.data?.id }], { neededBy }),
    );
    expect(order.neededBy).toBe(neededBy);
    expect(order.measurement).toMatchObject({ measurementId: ada.measurementId, name: 'Ada', chest: 38, waist: 30, sleeve: 24, takenAt: expect.any(String) });
    expect(order.orderItems[0]?.measurement.name).toBe('Ada');
    expect(order.orderItems[1]?.measurement).toMatchObject({ name: 'Spouse', chest: 44 });
  });

  test("It should charge the flat fee, never answer 500, for an address whose state names one of Object.prototype's members", async () => {
    // Per-state fees exist (the map is there to look the state up in), none for these names.
    const set = await asAdmin('/admin/setting/update-shop-settings', { body: { ...defaultSettingsBody, deliveryFeeByState: { rivers: 50_00 } } });
    expect(set.status).toBe(200);
    try {
      const line = { productId: (products[0] as Product).id, quantity: 1 };
      // A Nigerian address must name a real state, so such a name is refused there, with the field named.
      const refused = await api('/order/add-delivery-details', {
        token: ada.token,
        body: { deliveryDetails: { name: 'Ada Obi', phone: '+2348012345678', address: '1 Marina', state: 'constructor', city: 'Ikeja', country: 'Nigeria' } },
      });
      expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining('Choose one of the 36 states or the FCT')]);
      // An address abroad keeps its region as written, so the fee lookup meets these names there.
      for (const state of ['constructor', '__proto__', 'toString']) {
        const address = await api<{ id: string }>('/order/add-delivery-details', {
          token: ada.token,
          body: { deliveryDetails: { name: 'Ada Obi', phone: '+2348012345678', address: '1 Marina', state, city: 'Accra', country: 'Ghana' } },
        });
        expect(address.status).toBe(201);
        const answer = await placeOrder(ada, orderBody(ada, [line], { deliveryDetailsId: address.body.data?.id }));
        expect({ state, status: answer.status }).toEqual({ state, status: 201 });
        expect(answer.body.data).toMatchObject({ deliveryFee, deliveryDetails: { state } });
      }
    } finally {
      await restoreShopSettings();
    }
  });
});
