import { Entity, type EntityItem } from '../../lib/data';
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
