import { randomUUID } from 'node:crypto';
import type { auditedEntities } from '../db/audit-entry';
import type { ShopWrite, ShopWriters } from '../db/transaction';
import { formatKobo } from './naira';

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
/** Field names that hold an amount of money in kobo (not a rate or a count): shown in naira in the log. */
const moneyName = /amount|fee|refund|price|total|above/i;
/** Field names that could hold a credential: such a field is never written to the log, whatever the caller passes. */
const secretName = /pass|secret|token|otp|code|key|hash|card|pin/i;

function isKobo(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** A field's value in words: text as it is, money in naira (also per key, as in delivery fees by state), the rest as JSON. */
function shownValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (moneyName.test(name)) {
    if (isKobo(value)) return formatKobo(value);
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isKobo)) {
      const entries = Object.entries(value as Record<string, number>);
      return entries.length === 0 ? 'none' : entries.map(([key, kobo]) => `${key} ${formatKobo(kobo)}`).join('; ');
    }
  }
  return JSON.stringify(value);
}

/**
 * `status: pending, payment: paid, amount: ₦25,000.00`: short, flat and without secrets, so the log can be
 * shown to any admin; money reads in naira, not kobo.
 */
export function summarize(record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || secretName.test(name)) continue;
    const shown = shownValue(name, value);
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
