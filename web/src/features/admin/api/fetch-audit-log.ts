import type { AuditLogEntry, auditEntityNames } from '@functions/shop/audit/contract';
import { pageSearch, useAdminTablePage } from './admin-query';

export type AuditEntity = (typeof auditEntityNames)[number];

export interface AuditLogFilter {
  page: number;
  entity?: AuditEntity;
}

/** `GET /admin/fetch-audit-log?page=&entity=`: 50 entries a page, newest first. */
export function useAuditLog(filter: AuditLogFilter) {
  return useAdminTablePage<AuditLogEntry>('/admin/fetch-audit-log', (search) => `admin:audit:${search}`, filter.page, pageSearch(filter, ['entity']));
}
