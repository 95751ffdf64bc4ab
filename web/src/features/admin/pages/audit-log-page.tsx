import { useState } from 'react';
import { auditEntityNames } from '@functions/shop/audit/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog, type AuditEntity } from '../api/fetch-audit-log';
import { AdminPager } from '../components/admin-list-parts';
import { TableSkeleton } from '../components/orders-table';

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
const chips: { label: string; value: AuditEntity | undefined }[] = [
  { label: 'All', value: undefined },
  ...auditEntityNames.map((entity) => ({ label: entity.charAt(0).toUpperCase() + entity.slice(1), value: entity })),
];

/** `/admin/settings/audit`: every admin write newest first (who, when, what, before and after), by entity, 50 a page. */
export default function AuditLogPage() {
  useDocumentTitle('Admin audit log');
  const [entity, setEntity] = useState<AuditEntity | undefined>(undefined);
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, ...(entity ? { entity } : {}) });
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <fieldset className="admin-chips">
        <legend>Entity</legend>
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className="admin-chip"
            aria-pressed={entity === chip.value}
            onClick={() => {
              setEntity(chip.value);
              setPage(1);
            }}
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
      {log.status === 'loading' ? <TableSkeleton rows={8} label="Loading the audit log…" /> : null}
      {log.status === 'error' ? <ErrorState message={errorMessage(log.error)} onRetry={log.retry} /> : null}
      {log.status === 'success' ? (
        <>
          {log.data.items.length === 0 ? (
            <p role="status">No audit entries.</p>
          ) : (
            <table className="admin-table admin-table--cards">
              <caption>Audit entries, page {log.data.meta.page}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Entity</th>
                  <th scope="col">Action</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="When">
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                    </td>
                    <td data-label="Who" className="audit-cell">
                      {entry.actorId}
                    </td>
                    <td data-label="Entity" className="audit-cell">
                      {entry.entity} {entry.entityId}
                    </td>
                    <td data-label="Action">{entry.action}</td>
                    <td data-label="Before" className="audit-cell">
                      {entry.before || '–'}
                    </td>
                    <td data-label="After" className="audit-cell">
                      {entry.after || '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <AdminPager
            label="Audit log pages"
            page={page}
            nextDisabled={!log.data.meta.hasMore}
            onPrevious={() => setPage((current) => current - 1)}
            onNext={() => setPage((current) => current + 1)}
          />
        </>
      ) : null}
    </>
  );
}
