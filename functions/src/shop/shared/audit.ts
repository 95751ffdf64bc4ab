import { randomUUID } from 'node:crypto';
import type { auditedEntities } from '../db/audit-entry';
import type { ShopWrite, ShopWriters } from '../db/transaction';

export type AuditedEntity = (typeof auditedEntities)[number];

export interface AuditFacts {
  /** The signed-in admin's user id, from the verified token. */
  actorId: string;
  entity: AuditedEntity;
  entityId: string;
  /** A verb such as `update-status`, `add`, `delete`. */
  action: string;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
}

const summaryLimit = 500;
/** Field names that could hold a credential: such a field is never written to the log, whatever the caller passes. */
const secretName = /pass|secret|token|otp|code|key|hash|card|pin/i;

/** `status: pending, payment: paid`: short, flat and without secrets, so the log can be shown to any admin. */
export function summarize(record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || secretName.test(name)) continue;
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(`${name}: ${shown.length > 80 ? `${shown.slice(0, 79)}…` : shown}`);
  }
  const text = parts.join(', ');
  return text.length > summaryLimit ? `${text.slice(0, summaryLimit - 1)}…` : text;
}

/**
 * The audit entry of an admin write, as one write of that change's own transaction: the change and its
 * record are stored together or not at all.
 */
export function auditWrite(writers: Pick<ShopWriters, 'auditEntry'>, facts: AuditFacts, at = new Date().toISOString()): ShopWrite {
  return writers.auditEntry
    .create({
      auditId: randomUUID(),
      at,
      actorId: facts.actorId,
      entity: facts.entity,
      entityId: facts.entityId,
      action: facts.action,
      before: summarize(facts.before),
      after: summarize(facts.after),
    })
    .commit();
}
