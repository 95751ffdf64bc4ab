import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A fixed-window attempt counter: `scope` names the rule (`otp-send-hour:signup`, `login-fail`, …),
 * `subject` what it counts (an e-mail address or an IP). The window opens at the first hit.
 */
export const RateLimitCounter = new Entity(
  {
    model: { entity: 'rateLimitCounter', version: '1', service: 'shop' },
    attributes: {
      scope: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      hits: { type: 'number', required: true },
      windowEndsAt: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byScope: { pk: { field: 'pk', composite: ['scope', 'subject'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type RateLimitCounterItem = EntityItem<typeof RateLimitCounter>;
