import { Entity, type EntityItem } from '../../lib/data';
import { defaultShopSettings, shopSettingsSchema, type ShopSettings } from '../domain/shop-settings';
import { entityConfig } from './table';

/** Shop-wide settings that admins may change (delivery fee, pick-up address), one item per key. */
export const Setting = new Entity(
  {
    model: { entity: 'setting', version: '1', service: 'shop' },
    attributes: {
      key: { type: 'string', required: true },
      value: { type: 'any', required: true },
      updated_at: { type: 'string', required: true },
    },
    indexes: {
      byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type SettingItem = EntityItem<typeof Setting>;

/** The shop's settings: the stored `shop` item over the defaults, or the defaults when none is stored or it no longer parses. */
export async function readShopSettings(): Promise<ShopSettings> {
  const { data } = await Setting.get({ key: 'shop' }).go({ consistent: true });
  if (!data) return defaultShopSettings;
  const stored = shopSettingsSchema.safeParse({ ...defaultShopSettings, ...(data.value as object) });
  return stored.success ? stored.data : defaultShopSettings;
}
