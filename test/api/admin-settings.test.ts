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
});
