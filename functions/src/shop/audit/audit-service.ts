import type * as z from 'zod';
import { AuditEntry, type AuditEntryItem } from '../db/audit-entry';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage } from '../shared/offset-paging';
import type { AuditLogEntry, fetchAuditLogQuery } from './contract';

function toView(item: AuditEntryItem): AuditLogEntry {
  return {
    id: item.auditId,
    at: item.at,
    actorId: item.actorId,
    entity: item.entity,
    entityId: item.entityId,
    action: item.action,
    before: item.before,
    after: item.after,
  };
}

/** The audit log newest first, of every entity kind or one. */
export async function fetchAuditLog(query: z.output<typeof fetchAuditLogQuery>): Promise<OffsetPage<AuditLogEntry>> {
  const { entity } = query;
  const page = await readOffsetPage(
    (cursor, limit) =>
      entity
        ? AuditEntry.query.byEntity({ entity }).go({ order: 'desc', cursor, limit })
        : AuditEntry.query.newest({}).go({ order: 'desc', cursor, limit }),
    query.page,
    adminPageSize,
  );
  return { ...page, items: page.items.map(toView) };
}
