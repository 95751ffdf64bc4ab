import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from './table';

/** A product category. `productCount` is a counter kept in the same transaction as product writes. */
export const Category = new Entity(
  {
    model: { entity: 'category', version: '1', service: 'shop' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      nameKey: { type: 'string', required: true },
      imageKey: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      created_at: { type: 'string', required: true },
      productCount: { type: 'number', required: true, default: 0 },
      /**
       * Set when an admin starts deleting the category: from then on it is hidden, takes no new products, and
       * a repeated delete resumes removing its products in batches until none is left.
       */
      deletingSince: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      list: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['nameKey'] } },
      byName: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['nameKey'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  entityConfig,
);

export type CategoryItem = EntityItem<typeof Category>;

/** Category names are unique regardless of case and surrounding spaces; this is the key that says so. */
export function categoryKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

export async function findCategoryByName(name: string): Promise<CategoryItem | undefined> {
  const { data } = await Category.query.byName({ nameKey: categoryKeyOf(name) }).go({ limit: 1 });
  return data[0];
}
