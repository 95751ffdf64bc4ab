import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A customer's profile. The Cognito user (sub = `userId`) holds the credentials; this item holds what the
 * shop shows and ships to. Addresses and measurement sets live in the same partition.
 */
export const User = new Entity(
  {
    model: { entity: 'user', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true, default: '' },
      lastName: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      address: { type: 'string', required: true, default: '' },
      country: { type: 'string', required: true, default: 'Nigeria' },
      state: { type: 'string', required: true, default: '' },
      city: { type: 'string', required: true, default: '' },
      dp: { type: 'string', required: true, default: '' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      /**
       * Set when the deletion of an account too large for one transaction starts: from then on the account is gone
       * to every route (sign-in, `/user/me`, orders, writes) while its items go in batches, the profile last.
       */
      deletingSince: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
      newest: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type UserItem = EntityItem<typeof User>;
