/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { clearQueryCache, fetchQuery, invalidate, useQuery } from './use-query';
import { usePagedQuery } from './use-paged-query';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => clearQueryCache());

test('It should share one request between two hooks asking for the same key', async () => {
  // Prepare
  const fetcher = jest.fn(() => Promise.resolve('kaftans'));

  // Act
  const first = renderHook(() => useQuery('categories', fetcher));
  const second = renderHook(() => useQuery('categories', fetcher));

  // Assess
  await waitFor(() => expect(first.result.current.data).toBe('kaftans'));
  await waitFor(() => expect(second.result.current.data).toBe('kaftans'));
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('It should answer a later hook from the cache without a request', async () => {
  // Prepare
  await fetchQuery('me', () => Promise.resolve({ name: 'Ada' }));
  const fetcher = jest.fn(() => Promise.resolve({ name: 'other' }));

  // Act
  const { result } = renderHook(() => useQuery('me', fetcher));

  // Assess
  expect(result.current).toMatchObject({ status: 'success', data: { name: 'Ada' } });
  expect(fetcher).not.toHaveBeenCalled();
});

test('It should report an error and fetch again on retry', async () => {
  // Prepare
  const fetcher = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
  const { result } = renderHook(() => useQuery<string>('settings', fetcher));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error?.message).toBe('offline');

  // Act
  act(() => result.current.retry());

  // Assess
  await waitFor(() => expect(result.current.data).toBe('back'));
});

test('It should refetch mounted hooks after invalidate, showing the old data meanwhile', async () => {
  // Prepare
  let version = 1;
  const fetcher = jest.fn(() => Promise.resolve(`v${version}`));
  const { result } = renderHook(() => useQuery('user:me', fetcher));
  await waitFor(() => expect(result.current.data).toBe('v1'));
  version = 2;

  // Act
  act(() => invalidate('user:'));

  // Assess
  expect(result.current.data).toBe('v1');
  await waitFor(() => expect(result.current.data).toBe('v2'));
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('It should leave keys outside the invalidated prefix alone', async () => {
  // Prepare
  const fetcher = jest.fn(() => Promise.resolve('tops'));
  const { result } = renderHook(() => useQuery('products:top', fetcher));
  await waitFor(() => expect(result.current.data).toBe('tops'));

  // Act
  act(() => invalidate('user:'));

  // Assess
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('It should keep the previous key data while the next key loads when asked to', async () => {
  // Prepare
  const second = deferred<string>();
  const { result, rerender } = renderHook(({ key }) => useQuery(key, () => (key === 'a' ? Promise.resolve('A') : second.promise), { keepPrevious: true }), {
    initialProps: { key: 'a' },
  });
  await waitFor(() => expect(result.current.data).toBe('A'));

  // Act
  rerender({ key: 'b' });

  // Assess
  expect(result.current).toMatchObject({ status: 'success', data: 'A' });
  await act(async () => second.resolve('B'));
  expect(result.current.data).toBe('B');
});

test('It should not fetch while disabled', () => {
  // Prepare
  const fetcher = jest.fn(() => Promise.resolve('me'));

  // Act
  const { result } = renderHook(() => useQuery('me', fetcher, { enabled: false }));

  // Assess
  expect(result.current.status).toBe('loading');
  expect(fetcher).not.toHaveBeenCalled();
});

test('It should append the next page, keeping the shown items while it loads and dropping repeats', async () => {
  // Prepare
  const nextPage = deferred<{ items: { id: string }[]; next: string | undefined }>();
  const fetchPage = jest.fn((cursor: string | undefined) =>
    cursor ? nextPage.promise : Promise.resolve({ items: [{ id: '1' }, { id: '2' }], next: 'c2' }),
  );
  const { result } = renderHook(() => usePagedQuery('products:all', fetchPage));
  await waitFor(() => expect(result.current.status).toBe('ready'));

  // Act
  act(() => result.current.loadMore());

  // Assess
  expect(result.current.status).toBe('more');
  expect(result.current.items.map((item) => item.id)).toEqual(['1', '2']);
  await act(async () => nextPage.resolve({ items: [{ id: '2' }, { id: '3' }], next: undefined }));
  expect(result.current).toMatchObject({ status: 'ready', next: undefined });
  expect(result.current.items.map((item) => item.id)).toEqual(['1', '2', '3']);
  expect(fetchPage).toHaveBeenCalledWith('c2');
});

test('It should start the list again from the first page after invalidate', async () => {
  // Prepare
  const fetchPage = jest.fn((cursor: string | undefined) => Promise.resolve({ items: [{ id: cursor ?? 'first' }], next: cursor ? undefined : 'second' }));
  const { result } = renderHook(() => usePagedQuery('products:all', fetchPage));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items).toHaveLength(2));

  // Act
  act(() => invalidate('products:'));

  // Assess
  await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['first']));
  expect(fetchPage).toHaveBeenCalledTimes(3);
});
