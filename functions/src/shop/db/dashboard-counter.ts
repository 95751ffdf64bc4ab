import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * Back-office dashboard figures, one item per name (`users`, `products`, `orders`, `orders:pending`,
 * `orders:paid`, `revenue`, `remakeRequests:open`, and per Lagos day and month `revenue:day:2026-11-23`,
 * `orders:paid:day:…`, `revenue:month:2026-11`, `orders:paid:month:…`), changed only inside the transaction
 * of the write they count.
 */
export const DashboardCounter = new Entity(
  {
    model: { entity: 'dashboardCounter', version: '1', service: 'shop' },
    attributes: {
      name: { type: 'string', required: true },
      value: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type DashboardCounterItem = EntityItem<typeof DashboardCounter>;
