import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from './table';

/**
 * A refresh token that logout revoked, by its SHA-256 hash (the token itself is never stored). Needed
 * because cognito-local has no global sign-out; kept until the token could have expired anyway.
 */
export const RefreshTokenRevocation = new Entity(
  {
    model: { entity: 'refreshTokenRevocation', version: '1', service: 'shop' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      revokedAt: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type RefreshTokenRevocationItem = EntityItem<typeof RefreshTokenRevocation>;
