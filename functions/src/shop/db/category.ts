import { Entity, type EntityItem } from '../../lib/data';
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
      /**
       * Set while a rename moves the category's products (they carry its name in their index keys): the old
       * `nameKey`. A repeated update resumes the move; it is removed once no product holds the old key.
       */
      renamingFromKey: { type: 'string' },
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

/**
 * The category of a product's `categoryKey`: by name, or, while a rename is moving its products, the category
 * being renamed from that key (a rare fallback over the short category list).
 */
export async function findCategoryByKey(categoryKey: string): Promise<CategoryItem | undefined> {
  const { data } = await Category.query.byName({ nameKey: categoryKey }).go({ limit: 1 });
  if (data[0]) return data[0];
  const renaming = await Category.query
    .list({})
    .where((attr, op) => op.eq(attr.renamingFromKey, categoryKey))
    .go({ pages: 'all' });
  return renaming.data[0];
}
