import { transactWrite } from '../../lib/db/transact';
import { readShopSettings } from '../db/shop-settings-read';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import type { ShopSettings, UpdateShopSettingsInput } from './contract';

/** Read on every request (no cache), so a change shows on the storefront and in order pricing at once. */
export async function getShopSettings(): Promise<ShopSettings> {
  return readShopSettings();
}

function summary(settings: ShopSettings): Record<string, unknown> {
  return {
    businessName: settings.businessName,
    email: settings.email,
    phone: settings.phone,
    pickup: `${settings.pickupAddress.address}, ${settings.pickupAddress.city}, ${settings.pickupAddress.state}`,
    deliveryFee: settings.deliveryFee,
    deliveryFeeByState: settings.deliveryFeeByState ?? {},
    freeDeliveryFrom: settings.freeDeliveryFrom ?? 'none',
    dollarRate: settings.dollarRate,
  };
}

function freeDelivery(from: number | null | undefined): Pick<ShopSettings, 'freeDeliveryFrom'> {
  return from === null || from === undefined ? {} : { freeDeliveryFrom: from };
}

/**
 * `POST /admin/setting/update-shop-settings`: replaces the general settings and records the change in the
 * same transaction. The pick-up point carries the business's name and phone, as the order pages show it.
 * Writing the same values again leaves the same item, so a retried request is harmless.
 */
export async function updateShopSettings(actorId: string, input: UpdateShopSettingsInput): Promise<ShopSettings> {
  const before = await readShopSettings();
  const after: ShopSettings = {
    businessName: input.businessName,
    email: input.email,
    phone: input.phone,
    currency: 'NGN',
    deliveryFee: input.deliveryFee,
    deliveryFeeByState: input.deliveryFeeByState,
    ...freeDelivery(input.freeDeliveryFrom === undefined ? before.freeDeliveryFrom : input.freeDeliveryFrom),
    dollarRate: input.dollarRate ?? before.dollarRate,
    pickupAddress: {
      name: input.businessName,
      address: input.pickupAddress.address,
      city: input.pickupAddress.city,
      state: input.pickupAddress.state,
      country: before.pickupAddress.country,
      phone: input.phone,
    },
  };
  const at = new Date().toISOString();
  await transactWrite(
    shopTables.transaction.write((writers) => [
      writers.setting.put({ key: 'shop', value: after, updated_at: at }).commit(),
      auditWrite(writers, { actorId, entity: 'setting', entityId: 'shop', action: 'update', before: summary(before), after: summary(after) }, at),
    ]),
  );
  return after;
}
