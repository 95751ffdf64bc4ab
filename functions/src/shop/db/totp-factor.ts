import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A user's authenticator-app second factor (RFC 6238), in the user's partition. The shared secret is kept
 * only sealed (AES-256-GCM under a key derived from the OTP secret) and recovery codes only as keyed
 * hashes. `lastUsedStep` is the 30-second step of the last code accepted, so a code works once.
 * A `pending` factor (enrolment started, not yet confirmed) expires by TTL.
 */
export const TotpFactor = new Entity(
  {
    model: { entity: 'totpFactor', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      status: { type: ['pending', 'enabled'] as const, required: true },
      sealedSecret: { type: 'string', required: true },
      lastUsedStep: { type: 'number', required: true, default: 0 },
      recoveryCodeHashes: { type: 'set', items: 'string' },
      createdAt: { type: 'string', required: true },
      enabledAt: { type: 'string' },
      expiresAt: { type: 'number' },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type TotpFactorItem = EntityItem<typeof TotpFactor>;
