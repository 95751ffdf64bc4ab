import { useCallback, useRef, useState } from 'react';
import { fetchQuery, pageKey, toError, useInvalidation, useQuery, type Page } from './use-query';

/*
 * Cursor-paged lists on the query cache of `use-query.ts`. Apart from it because only lazily loaded pages list
 * in pages: the first screen of `/` then does not carry it.
 */

export interface PagesState<T> {
  items: T[];
  next: string | undefined;
  /** `loading`: first page; `more`: a further page; `error`/`more-error`: that request failed. */
  status: 'loading' | 'ready' | 'more' | 'error' | 'more-error';
  error: Error | undefined;
}

/**
 * A cursor-paged list under one key: the first page through the shared cache, `loadMore` appends the
 * page after `next` (keeping what is shown while it loads, items already shown are not repeated).
 * Every page is cached as `${key}#${cursor}`, so `invalidate(key)` drops them all.
 */
export function usePagedQuery<T extends { id: string }>(key: string, fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
  const first = useQuery(pageKey(key, undefined), () => fetchPage(undefined));
  const [more, setMore] = useState<{ key: string; pages: Page<T>[]; status: 'idle' | 'more' | 'more-error'; error: Error | undefined }>({
    key,
    pages: [],
    status: 'idle',
    error: undefined,
  });
  /** The key whose further page is loading (so one list never loads two pages at once). */
  const busy = useRef<string | undefined>(undefined);

  let extra = more;
  if (more.key !== key) {
    extra = { key, pages: [], status: 'idle', error: undefined };
    setMore(extra);
  }

  useInvalidation(key, () => setMore({ key, pages: [], status: 'idle', error: undefined }));

  const pages = first.status === 'success' ? [first.data, ...extra.pages] : [];
  const last = pages[pages.length - 1];
  const next = last?.next;

  const loadMore = useCallback(() => {
    if (!next || busy.current === key) return;
    busy.current = key;
    setMore((previous) => (previous.key === key ? { ...previous, status: 'more', error: undefined } : previous));
    fetchQuery(pageKey(key, next), () => fetchPage(next)).then(
      (page) => {
        if (busy.current === key) busy.current = undefined;
        setMore((previous) => (previous.key === key ? { key, pages: [...previous.pages, page], status: 'idle', error: undefined } : previous));
      },
      (error: unknown) => {
        if (busy.current === key) busy.current = undefined;
        setMore((previous) => (previous.key === key ? { ...previous, status: 'more-error', error: toError(error) } : previous));
      },
    );
    // The key identifies the list; a new fetchPage closure for the same key fetches the same pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, next]);

  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }

  const state: PagesState<T> =
    first.status === 'loading'
      ? { items: [], next: undefined, status: 'loading', error: undefined }
      : first.status === 'error'
        ? { items: [], next: undefined, status: 'error', error: first.error }
        : { items, next, status: extra.status === 'idle' ? 'ready' : extra.status, error: extra.error };
  return { ...state, loadMore, retry: first.retry };
}
