import { useSyncExternalStore } from 'react';
import { browserStorage } from '../browser-storage';
import {
  addToCart,
  decreaseQuantity,
  increaseQuantity,
  parseCart,
  removeFromCart,
  type Cart,
  type CartProduct,
} from './cart-rules';

/** The local-storage key SPEC §3 names. */
export const cartStorageKey = 'cart';

type Listener = () => void;

/**
 * The cart as one external store: every change is written to local storage at once, and a change made
 * in another tab (the `storage` event) replaces this tab's copy, so all tabs show the same cart.
 */
export function createCartStore(storage: Storage | null, target: Window | null) {
  let cart: Cart = parseCart(safeRead(storage));
  const listeners = new Set<Listener>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function set(next: Cart) {
    if (next === cart) return;
    cart = next;
    try {
      storage?.setItem(cartStorageKey, JSON.stringify(cart));
    } catch {
      // Storage full or blocked (private mode): the cart still works for this page.
    }
    emit();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== cartStorageKey) return;
    cart = parseCart(safeRead(storage));
    emit();
  }

  return {
    getSnapshot: (): Cart => cart,
    subscribe(listener: Listener): () => void {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
    /** Adds `quantity` pieces; returns whether the product was new to the cart (SPEC's toast case). */
    add(product: CartProduct, quantity = 1): boolean {
      const isNew = !cart.some((item) => item.id === product.id);
      const next = addToCart(cart, product, quantity);
      const changed = next !== cart;
      set(next);
      return isNew && changed;
    },
    increase: (id: string) => set(increaseQuantity(cart, id)),
    decrease: (id: string) => set(decreaseQuantity(cart, id)),
    remove: (id: string) => set(removeFromCart(cart, id)),
    clear: () => set([]),
    /** Replaces the whole cart (used when the catalog refreshes stored lines). */
    replace: (next: Cart) => set(next),
  };
}

function safeRead(storage: Storage | null): string | null {
  try {
    return storage?.getItem(cartStorageKey) ?? null;
  } catch {
    return null;
  }
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore(browserStorage(), typeof window === 'undefined' ? null : window);

/** The current cart; re-renders on every change, in this tab or another. */
export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot);
}
