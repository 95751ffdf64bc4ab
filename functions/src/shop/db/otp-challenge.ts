import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * The live one-time code for an e-mail address and purpose (sign-up or recovery). Only a keyed hash of
 * the code is stored; a new code replaces the old one. `expiresAt` (epoch seconds) lets DynamoDB's TTL
 * clear it; `validUntil` (epoch ms) is what the service checks, since TTL deletion is lazy.
 */
export const OtpChallenge = new Entity(
  {
    model: { entity: 'otpChallenge', version: '1', service: 'shop' },
    attributes: {
      purpose: { type: ['signup', 'recovery'] as const, required: true },
      email: { type: 'string', required: true },
      codeHash: { type: 'string', required: true },
      firstName: { type: 'string', required: true, default: '' },
      validUntil: { type: 'number', required: true },
      wrongTries: { type: 'number', required: true, default: 0 },
      consumed: { type: 'boolean', required: true, default: false },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byAddress: { pk: { field: 'pk', composite: ['purpose', 'email'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type OtpChallengeItem = EntityItem<typeof OtpChallenge>;
