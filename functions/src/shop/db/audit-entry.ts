import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/** What an admin write changed: the kinds of thing the back office edits. */
export const auditedEntities = ['order', 'product', 'category', 'user', 'review', 'setting'] as const;

/**
 * One admin write, recorded in the same transaction as the change it describes: who (the admin's id),
 * when, which entity, and a short before/after summary. Summaries carry names and states, never secrets.
 */
export const AuditEntry = new Entity(
  {
    model: { entity: 'auditEntry', version: '1', service: 'shop' },
    attributes: {
      auditId: { type: 'string', required: true },
      at: { type: 'string', required: true },
      actorId: { type: 'string', required: true },
      entity: { type: auditedEntities, required: true },
      entityId: { type: 'string', required: true },
      action: { type: 'string', required: true },
      before: { type: 'string', required: true, default: '' },
      after: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['auditId'] }, sk: { field: 'sk', composite: [] } },
      newest: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['at', 'auditId'] } },
      byEntity: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['entity'] }, sk: { field: 'gsi2sk', composite: ['at', 'auditId'] } },
    },
  },
  entityConfig,
);

export type AuditEntryItem = EntityItem<typeof AuditEntry>;
