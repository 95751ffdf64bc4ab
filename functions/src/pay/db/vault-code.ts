import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * The live vault code for one checkout (sent to the transaction's e-mail), stored only as a keyed hash;
 * after a right code it holds the hash of the vault token the page then uses. `validUntil` (epoch ms) is
 * what the service checks; `expiresAt` (epoch s) lets TTL clear it.
 */
export const VaultCode = new Entity(
  {
    model: { entity: 'vaultCode', version: '1', service: 'pay' },
    attributes: {
      accessCode: { type: 'string', required: true },
      email: { type: 'string', required: true },
      codeHash: { type: 'string', required: true },
      validUntil: { type: 'number', required: true },
      /** Guesses taken at this code, counted before each is checked (right or wrong). */
      tries: { type: 'number', required: true, default: 0 },
      consumed: { type: 'boolean', required: true, default: false },
      tokenHash: { type: 'string' },
      tokenValidUntil: { type: 'number' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byAccessCode: { pk: { field: 'pk', composite: ['accessCode'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type VaultCodeItem = EntityItem<typeof VaultCode>;
