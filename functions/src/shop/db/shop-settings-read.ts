import { defaultShopSettings, shopSettingsSchema, type ShopSettings } from '../domain/shop-settings';
import { Setting } from './setting';

// Apart from the entity: every bundle holding the table's entities would otherwise build the settings' schemas.
/** The shop's settings: the stored `shop` item over the defaults, or the defaults when none is stored or it no longer parses. */
export async function readShopSettings(): Promise<ShopSettings> {
  const { data } = await Setting.get({ key: 'shop' }).go({ consistent: true });
  if (!data) return defaultShopSettings;
  const stored = shopSettingsSchema.safeParse({ ...defaultShopSettings, ...(data.value as object) });
  return stored.success ? stored.data : defaultShopSettings;
}
