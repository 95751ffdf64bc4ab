import type { ReactNode } from 'react';
import { ErrorState } from '../../../src/components/ui/status';
import type { QueryResult } from '../../../src/lib/use-query';
import { problemMessage, type PageMeta } from './dashboard-api';
import { Pager } from './pager';

interface PagedTableProps<T> {
  list: QueryResult<{ items: T[]; meta: PageMeta }>;
  /** The table's name ("Subscriptions" → the scrollable region "Subscriptions table"). */
  label: string;
  columns: readonly string[];
  /** What an empty page says. */
  empty: ReactNode;
  /** One `<tr>` an item (its first cell a row header). */
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** A list page's body: the error with Retry, the empty note, or the page's table (scrollable on a phone) and the pager. */
export function PagedTable<T>({ list, label, columns, empty, row, onPage }: PagedTableProps<T>) {
  if (list.status === 'error') return <ErrorState message={problemMessage(list.error)} onRetry={list.retry} />;
  if (list.status === 'loading') return null;
  if (list.data.items.length === 0) return <p>{empty}</p>;
  return (
    <>
      <div className="dash-table-wrap" role="region" aria-label={`${label} table`} tabIndex={0}>
        <table className="dash-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{list.data.items.map(row)}</tbody>
        </table>
      </div>
      <Pager page={list.data.meta.page} pageCount={list.data.meta.pageCount} onPage={onPage} />
    </>
  );
}
