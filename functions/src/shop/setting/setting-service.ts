import type { ShopSettings } from './contract';
import { shopSettingsSchema } from './contract';
import { Setting } from '../db/setting';

/**
 * The defaults the shop opens with (SPEC §9: delivery ₦100, pick-up in Port Harcourt); an admin can
 * change them later, which stores a `shop` setting item that takes precedence.
 */
export const defaultShopSettings: ShopSettings = {
  currency: 'NGN',
  deliveryFee: 100_00,
  pickupAddress: {
    name: 'Aso Tailoring Studio',
    address: '12 Aba Road, GRA Phase 2',
    city: 'Port Harcourt',
    state: 'Rivers',
    country: 'Nigeria',
    phone: '+234 803 000 0000',
  },
};

export async function getShopSettings(): Promise<ShopSettings> {
  const { data } = await Setting.get({ key: 'shop' }).go();
  if (!data) return defaultShopSettings;
  const stored = shopSettingsSchema.safeParse({ ...defaultShopSettings, ...(data.value as object) });
  return stored.success ? stored.data : defaultShopSettings;
}
