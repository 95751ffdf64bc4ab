import { auditEntityNames } from '@functions/shop/audit/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { useAuditLog, type AuditLogFilter } from '../api/fetch-audit-log';
import { TableSkeleton } from '../components/admin-list-parts';
import { auditAction, auditSummary } from '../components/audit-words';
import { CardTable } from '../components/card-table';
import { ListChips, chipsWithAll } from '../components/list-chips';
import { PagedResults } from '../components/paged-results';
import { useListFilter } from '../components/use-list-filter';
import { dateTimeFormat as dateTime } from '../../../lib/dates';

const chips = chipsWithAll(auditEntityNames);

/** `/admin/settings/audit`: every admin write newest first, in words (who by name, what they did to what, before and after in naira), by entity, 50 a page. */
export default function AuditLogPage() {
  useDocumentTitle('Admin audit log');
  const { filter, refine, pager } = useListFilter<AuditLogFilter>({ page: 1 });
  const log = useAuditLog(filter);
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <ListChips legend="Entity" chips={chips} value={filter.entity} onChange={(entity) => refine({ entity })} />
      <PagedResults
        {...pager}
        query={log}
        loading={<TableSkeleton rows={8} label="Loading the audit log…" />}
        empty="No audit entries."
        pagerLabel="Audit log pages"
      >
        {(items, meta) => (
          <CardTable
            caption={`Audit entries, page ${meta.page}`}
            rows={items}
            rowKey={(entry) => entry.id}
            columns={[
              { label: 'When', cell: (entry) => <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> },
              { label: 'Who', className: 'audit-cell', cell: (entry) => entry.actorName },
              { label: 'What', className: 'audit-cell', cell: (entry) => auditAction(entry) },
              { label: 'Before', className: 'audit-cell', cell: (entry) => auditSummary(entry.before) },
              { label: 'After', className: 'audit-cell', cell: (entry) => auditSummary(entry.after) },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
