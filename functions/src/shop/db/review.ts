import { Entity, type EntityItem } from '../../lib/data';
import { reviewStatuses } from '../domain/review-states';
import { entityConfig } from './table';

/**
 * A customer's review of a product they bought: one per (customer, product), so `reviewId` is derived from
 * both (`reviewIdOf` in the review service) and a second create fails its key condition. The approved ones
 * of a product are counted on the product item (`reviewCount`, `ratingSum`) in the same transaction as
 * each status change. `searchText` is the lower-cased title, author and product name the back office
 * searches on. A status change rewrites the whole item (`put`), so every index key follows the status.
 */
export const Review = new Entity(
  {
    model: { entity: 'review', version: '1', service: 'shop' },
    attributes: {
      reviewId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      productId: { type: 'string', required: true },
      productName: { type: 'string', required: true },
      orderID: { type: 'string', required: true },
      rating: { type: 'number', required: true },
      title: { type: 'string', required: true },
      text: { type: 'string', required: true },
      authorName: { type: 'string', required: true },
      status: { type: reviewStatuses, required: true, default: 'pending' },
      searchText: { type: 'string', required: true },
      created_at: { type: 'string', required: true },
      updated_at: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: [] } },
      byProduct: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['productId', 'status'] },
        sk: { field: 'gsi1sk', composite: ['created_at', 'reviewId'] },
      },
      byStatus: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['status'] },
        sk: { field: 'gsi2sk', composite: ['created_at', 'reviewId'] },
      },
      newest: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [] },
        sk: { field: 'gsi3sk', composite: ['created_at', 'reviewId'] },
      },
      byUser: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['userId'] },
        sk: { field: 'gsi4sk', composite: ['created_at', 'reviewId'] },
      },
    },
  },
  entityConfig,
);

export type ReviewItem = EntityItem<typeof Review>;
