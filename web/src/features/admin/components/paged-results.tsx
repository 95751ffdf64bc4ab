import type { ReactNode } from 'react';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import type { QueryResult } from '../../../lib/use-query';
import { AdminPager } from './admin-list-parts';

/** Back-office tables show 50 rows a page. */
export const perPage = 50;

/** The serial number of the first row of a page. */
export function firstSerialOf(page: number): number {
  return (page - 1) * perPage + 1;
}

interface PagedResultsProps<T> {
  query: QueryResult<{ items: T[]; meta: AdminPageMeta }>;
  loading: ReactNode;
  empty: ReactNode;
  pagerLabel: string;
  page: number;
  onPrevious: () => void;
  onNext: () => void;
  children: (items: T[], meta: AdminPageMeta) => ReactNode;
}

/** One page of a back-office list: loading, error with retry, "none" note or the rows, then the pager. */
export function PagedResults<T>({ query, loading, empty, pagerLabel, page, onPrevious, onNext, children }: PagedResultsProps<T>) {
  if (query.status === 'loading') return <>{loading}</>;
  if (query.status === 'error') return <ErrorState message={errorMessage(query.error)} onRetry={query.retry} />;
  const { items, meta } = query.data;
  return (
    <>
      {items.length === 0 ? <p role="status">{empty}</p> : children(items, meta)}
      <AdminPager label={pagerLabel} page={page} nextDisabled={!meta.hasMore} onPrevious={onPrevious} onNext={onNext} />
    </>
  );
}
