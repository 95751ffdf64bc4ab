import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

export type QueryResult<T> = QueryState<T> & { retry: () => void };

const cache = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();

function load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = fetcher().then(
    (data) => {
      cache.set(key, data);
      inFlight.delete(key);
      return data;
    },
    (error: unknown) => {
      inFlight.delete(key);
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

/**
 * A small read-only data hook: one request per key shared by every component that asks for it, results
 * kept for the page's lifetime (catalog data changes rarely), and `retry` for the error state.
 */
export function useQuery<T>(key: string, fetcher: () => Promise<T>): QueryResult<T> {
  const [state, setState] = useState<{ key: string; value: QueryState<T> }>(() => ({ key, value: cachedState<T>(key) }));
  const [attempt, setAttempt] = useState(0);

  let current = state;
  if (state.key !== key) {
    current = { key, value: cachedState<T>(key) };
    setState(current);
  }

  useEffect(() => {
    if (cache.has(key)) return;
    let active = true;
    load(key, fetcher).then(
      (data) => active && setState({ key, value: { status: 'success', data, error: undefined } }),
      (error: unknown) =>
        active &&
        setState({
          key,
          value: { status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) },
        }),
    );
    return () => {
      active = false;
    };
    // The key identifies the request; a new fetcher closure for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ key, value: { status: 'loading', data: undefined, error: undefined } });
    setAttempt((n) => n + 1);
  }, [key]);

  return { ...current.value, retry };
}

/** Stores data fetched by another request (e.g. a product from a list page) under its own key. */
export function primeQuery<T>(key: string, data: T): void {
  cache.set(key, data);
}

/** Forget cached results (tests, or after a write that changes the catalog). */
export function clearQueryCache(): void {
  cache.clear();
  inFlight.clear();
}
