import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * Requests counted in one fixed window: `scope` names the rule (`vault-code:email`, `vault-code:merchant`),
 * `subject` what it counts (an e-mail address, a merchant id), `windowStart` (epoch ms) which window. A
 * window is its own item, so counting is one conditional write and old windows simply expire by TTL.
 */
export const RequestCounter = new Entity(
  {
    model: { entity: 'requestCounter', version: '1', service: 'pay' },
    attributes: {
      scope: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      windowStart: { type: 'number', required: true },
      hits: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byWindow: { pk: { field: 'pk', composite: ['scope', 'subject', 'windowStart'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type RequestCounterItem = EntityItem<typeof RequestCounter>;
