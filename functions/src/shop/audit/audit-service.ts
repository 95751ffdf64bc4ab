import type * as z from '../../lib/zod';
import { AuditEntry, type AuditEntryItem } from '../db/audit-entry';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage } from '../shared/offset-paging';
import { auditNames, entityName, type AuditNames } from './audit-names';
import type { AuditLogEntry, fetchAuditLogQuery } from './contract';

function toView(item: AuditEntryItem, names: AuditNames): AuditLogEntry {
  return {
    id: item.auditId,
    at: item.at,
    actorId: item.actorId,
    actorName: names.people.get(item.actorId) ?? 'A former admin',
    entity: item.entity,
    entityId: item.entityId,
    entityName: entityName(item, names),
    action: item.action,
    before: item.before,
    after: item.after,
  };
}

/** The audit log newest first, of every entity kind or one, with the names of who acted and on what. */
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
  const names = await auditNames(page.items);
  return { ...page, items: page.items.map((item) => toView(item, names)) };
}
