import type { AuditLogEntry, auditEntityNames } from '@functions/shop/audit/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { pageMetaOf } from './page-meta';

export type AuditEntity = (typeof auditEntityNames)[number];

export interface AuditLogFilter {
  page: number;
  entity?: AuditEntity;
}

export interface AuditLogPage {
  items: AuditLogEntry[];
  meta: AdminPageMeta;
}

/** `GET /admin/fetch-audit-log?page=&entity=`: 50 entries a page, newest first. */
export function useAuditLog(filter: AuditLogFilter) {
  const { authedGet, status } = useSession();
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.entity) params.set('entity', filter.entity);
  const search = params.toString();
  return useQuery(
    `admin:audit:${search}`,
    async (): Promise<AuditLogPage> => {
      const envelope = await authedGet<AuditLogEntry[]>(`/admin/fetch-audit-log?${search}`);
      return { items: envelope.data ?? [], meta: pageMetaOf(envelope.meta, filter.page) };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}
