import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { fetchProducts, type ProductFilter } from './fetch-products';

export interface ProductPagesState {
  products: Product[];
  next: string | undefined;
  /** `loading`: first page; `more`: a further page; `error`/`more-error`: that request failed. */
  status: 'loading' | 'ready' | 'more' | 'error' | 'more-error';
  error: Error | undefined;
}

const initial: ProductPagesState = { products: [], next: undefined, status: 'loading', error: undefined };

/**
 * The product grid's data: pages of `fetch-all-products` for one filter (category, search, sort), with
 * `loadMore` following the API's `next` cursor. Sorting happens on the server across the whole catalog.
 */
export function useProductPages(filter: ProductFilter) {
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; value: ProductPagesState }>({ key, value: initial });
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  let current = state;
  if (state.key !== key) {
    current = { key, value: initial };
    setState(current);
  }

  useEffect(() => {
    const controller = new AbortController();
    busy.current = true;
    fetchProducts(JSON.parse(key) as ProductFilter, undefined, controller.signal).then(
      (page) => {
        busy.current = false;
        setState({ key, value: { products: page.products, next: page.next, status: 'ready', error: undefined } });
      },
      (error: unknown) => {
        busy.current = false;
        if (controller.signal.aborted) return;
        setState({ key, value: { ...initial, status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const cursor = current.value.next;
    if (!cursor || busy.current || current.key !== key) return;
    busy.current = true;
    setState((previous) => ({ key, value: { ...previous.value, status: 'more', error: undefined } }));
    fetchProducts(JSON.parse(key) as ProductFilter, cursor).then(
      (page) => {
        busy.current = false;
        setState((previous) => {
          if (previous.key !== key) return previous;
          const seen = new Set(previous.value.products.map((product) => product.id));
          const products = [...previous.value.products, ...page.products.filter((product) => !seen.has(product.id))];
          return { key, value: { products, next: page.next, status: 'ready', error: undefined } };
        });
      },
      (error: unknown) => {
        busy.current = false;
        setState((previous) =>
          previous.key !== key
            ? previous
            : { key, value: { ...previous.value, status: 'more-error', error: error instanceof Error ? error : new Error(String(error)) } },
        );
      },
    );
  }, [current.key, current.value.next, key]);

  const retry = useCallback(() => {
    setState({ key, value: initial });
    setAttempt((n) => n + 1);
  }, [key]);

  return { ...current.value, loadMore, retry };
}
