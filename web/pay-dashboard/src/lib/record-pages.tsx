import type { ReactNode } from 'react';
import { Link } from './link';
import { ErrorState } from '../../../src/components/ui/status';
import type { QueryResult } from '../../../src/lib/use-query';
import { problemMessage, type PageMeta } from './dashboard-api';
import { PagedTable } from './paged-table';
import { can, useStaff } from './staff-context';
import { useTitle } from './use-title';

/**
 * The frames of the dashboard's record pages (customers, plans, …): a list with its filters and pages, and
 * the loading or failed state of one record. Only lazily loaded pages import this module.
 */

/** While a record loads, "Loading …"; when it failed, the problem with a retry; nothing once it is there. */
export function QueryStatus({ query, loading }: { query: QueryResult<unknown>; loading: string }) {
  if (query.status === 'loading') return <p role="status">{loading}</p>;
  if (query.status === 'error') return <ErrorState message={problemMessage(query.error)} onRetry={query.retry} />;
  return null;
}

interface ListPageProps<T> {
  title: string;
  /** The create link, shown to the roles that may write records. */
  create: { to: string; label: string };
  filters: ReactNode;
  list: QueryResult<{ items: T[]; meta: PageMeta }>;
  /** "customers", "plans": the count's and the loading line's word. */
  noun: string;
  empty: string;
  onPage: (page: number) => void;
  /** The table's column headings, and one `<tr>` an item (its first cell a row header). */
  columns: readonly string[];
  row: (item: T) => ReactNode;
}

/** A list page: heading, create link, filters, how many match, the table, and the pager. */
export function ListPage<T>({ title, create, filters, list, noun, empty, onPage, columns, row }: ListPageProps<T>) {
  const me = useStaff();
  return (
    <>
      <h1>{title}</h1>
      {can.change(me.role) ? (
        <p className="dash-actions">
          <Link className="button button--primary button--small" to={create.to}>
            {create.label}
          </Link>
        </p>
      ) : null}
      {filters}
      <p role="status" className="dash-totals">
        {list.status === 'loading' ? `Loading ${noun}…` : list.status === 'success' ? `${list.data.meta.total} ${noun}` : ''}
      </p>
      <PagedTable list={list} label={title} columns={columns} empty={empty} row={row} onPage={onPage} />
    </>
  );
}

interface RecordPageProps<T> {
  /** The link back to the record's list: "← All customers". */
  back: { to: string; label: string };
  record: QueryResult<T>;
  /** The heading and the tab's title: the record's name once it is there, `fallback` before. */
  heading: (record: T) => string;
  fallback: string;
  loading: string;
  /** A status line under the heading (what the last save did). */
  notice?: string;
  /** The edit link, shown to the roles that may write records. */
  edit: (record: T) => { to: string; label: string };
  /** The record's sections; `editLink` placed where the page wants it. */
  children: (record: T, editLink: ReactNode) => ReactNode;
}

/** A record's page (a customer, a plan): back link, heading, its loading or failed state, then its sections. */
export function RecordPage<T>({ back, record, heading, fallback, loading, notice, edit, children }: RecordPageProps<T>) {
  const me = useStaff();
  const title = record.status === 'success' ? heading(record.data) : fallback;
  useTitle(title);
  const editLink = (data: T) => {
    if (!can.change(me.role)) return null;
    const { to, label } = edit(data);
    return (
      <p className="dash-actions">
        <Link className="button button--outline button--small" to={to}>
          {label}
        </Link>
      </p>
    );
  };
  return (
    <>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
      {notice === undefined ? null : <p role="status">{notice}</p>}
      <QueryStatus query={record} loading={loading} />
      {record.status === 'success' ? <div className="dash-detail">{children(record.data, editLink(record.data))}</div> : null}
    </>
  );
}
