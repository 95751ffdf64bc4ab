import type { ShopSettings } from '../../functions/src/shop/setting/contract';
import { defaultShopSettings } from '../../functions/src/shop/setting/contract';
import { registerCustomer } from '../support/accounts';
import { asAdmin, auditEntriesFor, defaultSettingsBody as defaults, restoreShopSettings } from '../support/admin';
import { api } from '../support/api-client';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';

const path = '/admin/setting/update-shop-settings';

async function storefrontSettings(): Promise<ShopSettings | undefined> {
  return (await api<ShopSettings>('/setting/fetch-shop-settings')).body.data;
}

describe('admin shop settings', () => {
  afterEach(restoreShopSettings);

  test('It should refuse anonymous callers with 401 and customers with 403', async () => {
    const customer = await registerCustomer('settings-customer');
    expect((await api(path, { body: defaults })).status).toBe(401);
    expect((await api(path, { body: { ...defaults, deliveryFee: 0 }, token: customer.token })).status).toBe(403);
    expect((await storefrontSettings())?.deliveryFee).toBe(defaultShopSettings.deliveryFee);
  });

  test.each([
    [{ ...defaults, businessName: ' ' }, /Business name is required/],
    [{ ...defaults, email: 'not-an-address' }, /valid e-mail/],
    [{ ...defaults, phone: 'call us' }, /valid phone/],
    [{ ...defaults, deliveryFee: -1 }, /cannot be negative/],
    [{ ...defaults, deliveryFee: 150.5 }, /whole kobo/],
    [{ ...defaults, deliveryFee: '1500' }, /must be a number/],
    [{ ...defaults, deliveryFee: 1_000_000_01 }, /at most ₦1,000,000/],
    [{ ...defaults, deliveryFeeByState: { atlantis: 100 } }, /atlantis is not a Nigerian state/],
    [{ ...defaults, deliveryFeeByState: { lagos: -5 } }, /cannot be negative/],
    [{ ...defaults, pickupAddress: { ...defaults.pickupAddress, city: '' } }, /Pick-up city is required/],
    [{ ...defaults, dollarRate: 0 }, /at least ₦1 per dollar/],
    [{ ...defaults, dollarRate: 1500.5 }, /whole naira per dollar/],
    [{ ...defaults, dollarRate: '1500' }, /dollar rate must be a number/],
    [{ ...defaults, dollarRate: 100_001 }, /at most ₦100,000 per dollar/],
    [{ ...defaults, freeDeliveryFrom: 0 }, /free delivery amount must be more than ₦0/],
    [{ ...defaults, freeDeliveryFrom: 10.5 }, /free delivery amount must be whole kobo/],
  ])('It should refuse invalid settings with a clear 400 and change nothing (%#)', async (body, message) => {
    const answer = await asAdmin(path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await storefrontSettings()).toEqual({ ...defaultShopSettings, deliveryFeeByState: {} });
  });

  test('It should show new settings on the storefront at once, price the next order with them, and audit the change', async () => {
    const [shopper, [product]] = await Promise.all([registerShopper('settings-pricing'), catalog(1)]);
    if (!product) throw new Error('The seeded catalog is empty');
    const changed = {
      ...defaults,
      businessName: 'Aso Lagos Studio',
      email: 'Studio@Aso.example',
      phone: '+234 809 111 2222',
      pickupAddress: { address: '3 Broad Street', city: 'Lagos Island', state: 'Lagos' },
      deliveryFee: 2_500_00,
      deliveryFeeByState: { fct: 4_000_00 },
    };
    const saved = await asAdmin<ShopSettings>(path, { body: changed });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ email: 'studio@aso.example', deliveryFee: 2_500_00 });

    const shown = await storefrontSettings();
    expect(shown).toMatchObject({
      businessName: 'Aso Lagos Studio',
      email: 'studio@aso.example',
      deliveryFee: 2_500_00,
      deliveryFeeByState: { fct: 4_000_00 },
      pickupAddress: { name: 'Aso Lagos Studio', address: '3 Broad Street', city: 'Lagos Island', state: 'Lagos', phone: '+234 809 111 2222' },
    });

    // The shopper's address is in Lagos, which has no fee of its own: the flat fee applies.
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    expect(order.deliveryFee).toBe(2_500_00);
    expect(order.totalPrice).toBe(order.subtotal - order.discount + 2_500_00);
    const pickup = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }], { delivery: false, deliveryDetailsId: undefined }));
    expect(pickup).toMatchObject({ deliveryFee: 0, pickupAddress: { address: '3 Broad Street', city: 'Lagos Island' } });

    const [entry] = await auditEntriesFor('setting', 'shop');
    expect(entry).toMatchObject({ action: 'update', entity: 'setting' });
    // In words: money in naira, and who did it by name.
    expect(entry?.after).toContain('deliveryFee: ₦2,500.00, deliveryFeeByState: fct ₦4,000.00');
    expect(entry?.before).toContain(`deliveryFee: ₦${(defaultShopSettings.deliveryFee / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
    expect(entry).toMatchObject({ actorName: 'Shop Admin', entityName: 'shop settings' });
  });

  test("It should charge a state's own fee over the flat fee", async () => {
    const [shopper, [product]] = await Promise.all([registerShopper('settings-state'), catalog(1)]);
    if (!product) throw new Error('The seeded catalog is empty');
    expect((await asAdmin(path, { body: { ...defaults, deliveryFee: 900_00, deliveryFeeByState: { lagos: 300_00 } } })).status).toBe(200);
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    expect(order.deliveryFee).toBe(300_00);
  });

  test('It should serve a new dollar rate with the public settings, keep it when a form leaves it out, and audit it', async () => {
    expect((await storefrontSettings())?.dollarRate).toBe(1500);
    expect((await asAdmin(path, { body: { ...defaults, dollarRate: 1_620 } })).status).toBe(200);
    expect((await storefrontSettings())?.dollarRate).toBe(1_620);
    const { dollarRate: _left, freeDeliveryFrom: _out, ...olderForm } = defaults;
    expect((await asAdmin(path, { body: { ...olderForm, deliveryFee: 200_00 } })).status).toBe(200);
    expect(await storefrontSettings()).toMatchObject({ dollarRate: 1_620, deliveryFee: 200_00 });
    const [latest, first] = await auditEntriesFor('setting', 'shop');
    expect(first?.before).toContain('dollarRate: 1500');
    expect(first?.after).toContain('dollarRate: 1620');
    expect(latest?.after).toContain('dollarRate: 1620');
  });

  test('It should make delivery free from the set items total (before the member discount), and charge it below', async () => {
    const [shopper, [product]] = await Promise.all([registerShopper('settings-free-delivery'), catalog(1)]);
    if (!product) throw new Error('The seeded catalog is empty');
    // Two pieces reach the threshold, one does not; the member discount halves the items but not the rule.
    expect((await asAdmin(path, { body: { ...defaults, deliveryFee: 900_00, deliveryFeeByState: { lagos: 300_00 }, freeDeliveryFrom: product.amount * 2 } })).status).toBe(200);
    expect((await storefrontSettings())?.freeDeliveryFrom).toBe(product.amount * 2);
    const free = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 2 }]));
    expect(free).toMatchObject({ subtotal: product.amount * 2, deliveryFee: 0, memberDiscountOrder: 1 });
    expect(free.totalPrice).toBe(free.subtotal - free.discount);
    const charged = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    expect(charged).toMatchObject({ deliveryFee: 300_00, memberDiscountOrder: 2 });
    const [entry] = await auditEntriesFor('setting', 'shop');
    expect(entry?.after).toContain(`freeDeliveryFrom: ${product.amount * 2}`);

    expect((await asAdmin(path, { body: { ...defaults, freeDeliveryFrom: null } })).status).toBe(200);
    expect((await storefrontSettings())?.freeDeliveryFrom).toBeUndefined();
    const again = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 2 }]));
    expect(again.deliveryFee).toBe(defaultShopSettings.deliveryFee);
  });
});
