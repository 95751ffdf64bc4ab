import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A refresh token the Shop handed out, by its SHA-256 hash (the token itself is never stored), with when it
 * was issued. Refresh accepts only a granted token issued after the customer's session cutoff; logout deletes
 * the grant. Needed because cognito-local has no global sign-out, and Cognito's refresh does not tell when
 * the session began. Kept until the token could have expired anyway.
 */
export const SessionGrant = new Entity(
  {
    model: { entity: 'sessionGrant', version: '1', service: 'shop' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** Epoch milliseconds. */
      issuedAt: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

/**
 * When all of a customer's sessions last ended (password change or reset, logout everywhere, account
 * deletion): every refresh token granted before `endedAt` is refused. In the user's partition.
 */
export const SessionCutoff = new Entity(
  {
    model: { entity: 'sessionCutoff', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      /** Epoch milliseconds. */
      endedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type SessionGrantItem = EntityItem<typeof SessionGrant>;
