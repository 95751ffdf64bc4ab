import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/** Prices are kobo; padded so that the price indexes sort numerically. */
const amountPadding = { length: 15, char: '0' };

/**
 * A product. `categoryKey` is the lower-cased category name (categories match case-insensitively). `?q=`
 * reads the words of its name and category from the search index (`search-term.ts`), written with it.
 */
export const Product = new Entity(
  {
    model: { entity: 'product', version: '1', service: 'shop' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string', required: true },
      amount: { type: 'number', required: true, padding: amountPadding },
      category: { type: 'string', required: true },
      categoryKey: { type: 'string', required: true },
      coverImageKey: { type: 'string', required: true },
      imageKeys: { type: 'list', items: { type: 'string' }, required: true },
      topProduct: { type: 'boolean', required: true, default: false },
      created_at: { type: 'string', required: true },
      /** Approved reviews and the sum of their ratings, changed in each review status change's transaction. */
      reviewCount: { type: 'number' },
      ratingSum: { type: 'number' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newest: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['created_at', 'id'] },
      },
      byCategory: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['categoryKey'] },
        sk: { field: 'gsi2sk', composite: ['created_at', 'id'] },
      },
      top: {
        index: 'gsi3',
        condition: (attributes) => attributes.topProduct === true,
        pk: { field: 'gsi3pk', composite: [] },
        sk: { field: 'gsi3sk', composite: ['created_at', 'id'] },
      },
      byPrice: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: [] },
        sk: { field: 'gsi4sk', composite: ['amount', 'id'] },
      },
      byCategoryPrice: {
        index: 'gsi5',
        pk: { field: 'gsi5pk', composite: ['categoryKey'] },
        sk: { field: 'gsi5sk', composite: ['amount', 'id'] },
      },
    },
  },
  entityConfig,
);

export type ProductItem = EntityItem<typeof Product>;

/** Up to `limit` of a category's products, newest first: one batch of a category's delete or rename. */
export async function productBatchOf(categoryKey: string, limit: number): Promise<ProductItem[]> {
  const { data } = await Product.query.byCategory({ categoryKey }).go({ limit });
  return data.slice(0, limit);
}
