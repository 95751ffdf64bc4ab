import * as z from '../../lib/zod';
import { adminPageQuery } from '../shared/contract';

/** Shapes of the audit log route, shared with the browser. */

export const auditEntityNames = ['order', 'product', 'category', 'user', 'review', 'setting'] as const;

/** `GET /admin/fetch-audit-log?page=&entity=` */
export const fetchAuditLogQuery = /* @__PURE__ */ z.pure(() => z.extend(adminPageQuery, {
  entity: z.optional(z.enum(auditEntityNames, { error: `entity must be one of ${auditEntityNames.join(', ')}` })),
}));

export interface AuditLogEntry {
  id: string;
  at: string;
  actorId: string;
  /** The admin's name (or e-mail), so the log reads in words. */
  actorName: string;
  entity: (typeof auditEntityNames)[number];
  entityId: string;
  /** What was acted on, by name: the product, category or person's name, the order id, "shop settings". */
  entityName: string;
  action: string;
  before: string;
  after: string;
}
