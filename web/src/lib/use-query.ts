import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/*
 * The SPA's one server-state layer: results cached by request key for the page's lifetime, identical
 * in-flight requests shared, `invalidate(prefix)` after a write, and paged lists (`use-paged-query.ts`) that keep what is
 * shown while the next page (or a refetch) loads. TanStack Query does all this too, but its ~12 KB gzip does
 * not fit the 80 KB first-load budget of `/`.
 */

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

export type QueryResult<T> = QueryState<T> & { retry: () => void };

export interface QueryOptions {
  /** When false nothing is fetched and the state stays `loading` (e.g. no session yet). @default true */
  enabled?: boolean;
  /** When the key changes, go on showing the previous key's data until the new one arrives. @default false */
  keepPrevious?: boolean;
}

const cache = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();
const listeners = new Set<(keyPrefix: string) => void>();

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs `fetcher` once per key at a time: a second caller for the same key gets the first one's promise. */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = fetcher().then(
    (data) => {
      // A write may have invalidated this key while it was in flight; its answer is then already stale.
      if (inFlight.get(key) === promise) {
        cache.set(key, data);
        inFlight.delete(key);
      }
      return data;
    },
    (error: unknown) => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
      throw error;
    },
  );
  inFlight.set(key, promise);
  return promise;
}

function cachedState<T>(key: string): QueryState<T> {
  return cache.has(key)
    ? { status: 'success', data: cache.get(key) as T, error: undefined }
    : { status: 'loading', data: undefined, error: undefined };
}

/** Calls `onInvalidate` whenever a key starting with the given prefix is invalidated, while mounted. */
export function useInvalidation(key: string, onInvalidate: () => void): void {
  const callback = useRef(onInvalidate);
  useEffect(() => {
    callback.current = onInvalidate;
  });
  useEffect(() => {
    const listener = (keyPrefix: string) => {
      if (key.startsWith(keyPrefix)) callback.current();
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [key]);
}

/**
 * Data for one request key: one request per key shared by every component that asks for it, results
 * kept until {@link invalidate}d, and `retry` for the error state. After an invalidation the mounted
 * hooks refetch while still showing their data.
 */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<{ key: string; value: QueryState<T> }>(() => ({ key, value: cachedState<T>(key) }));
  const [attempt, setAttempt] = useState(0);

  let current = state;
  if (state.key !== key) {
    const fresh = cachedState<T>(key);
    current = { key, value: fresh.status === 'loading' && options.keepPrevious && state.value.status === 'success' ? state.value : fresh };
    setState(current);
  }

  if (enabled && current.value.status === 'loading' && cache.has(key)) {
    // Enabled after another component fetched the key: show its data rather than stay loading.
    current = { key, value: cachedState<T>(key) };
    setState(current);
  }

  useInvalidation(key, () => setAttempt((n) => n + 1));

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    if (cache.has(key)) {
      // Another component's request may have landed between this render and this effect: show its answer
      // rather than stay loading until something else renders this component.
      void Promise.resolve().then(() => {
        if (active) setState((previous) => (previous.key === key && previous.value.status === 'loading' ? { key, value: cachedState<T>(key) } : previous));
      });
      return () => {
        active = false;
      };
    }
    // An answer renders as a transition: React renders it in slices between which the page stays responsive
    // (a grid of cards in one piece was the page's longest task), rather than in one blocking task.
    fetchQuery(key, fetcher).then(
      (data) => active && startTransition(() => setState({ key, value: { status: 'success', data, error: undefined } })),
      (error: unknown) => active && startTransition(() => setState({ key, value: { status: 'error', data: undefined, error: toError(error) } })),
    );
    return () => {
      active = false;
    };
    // The key identifies the request; a new fetcher closure for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);

  const retry = useCallback(() => {
    setState({ key, value: { status: 'loading', data: undefined, error: undefined } });
    setAttempt((n) => n + 1);
  }, [key]);

  return { ...current.value, retry };
}

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  next: string | undefined;
}

/** The cache key of one page of a paged list (see `use-paged-query.ts`). */
export function pageKey(key: string, cursor: string | undefined): string {
  return `${key}#${cursor ?? ''}`;
}

/**
 * Starts the first page of a paged list (`usePagedQuery`'s key) before any component asks for it; a
 * failure is left for the component to show (its own request then shares this one until it settles).
 */
export function prefetchFirstPage<T>(key: string, fetchPage: () => Promise<Page<T>>): void {
  const first = pageKey(key, undefined);
  if (!cache.has(first)) fetchQuery(first, fetchPage).catch(() => undefined);
}

/** Stores data fetched by another request (e.g. a product from a list page) under its own key. */
export function primeQuery<T>(key: string, data: T): void {
  cache.set(key, data);
}

/**
 * Drops every cached result whose key starts with `keyPrefix` (call it after a write) and makes the
 * mounted hooks for those keys refetch.
 */
export function invalidate(keyPrefix: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(keyPrefix)) cache.delete(key);
  for (const key of [...inFlight.keys()]) if (key.startsWith(keyPrefix)) inFlight.delete(key);
  for (const listener of [...listeners]) listener(keyPrefix);
}

/** Forget cached results (tests). */
export function clearQueryCache(): void {
  cache.clear();
  inFlight.clear();
}
