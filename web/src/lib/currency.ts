import { useSyncExternalStore } from 'react';
import { browserStorage } from './browser-storage';
import { currencies, type Currency } from './money';

/** The local-storage key of SPEC §3's shared `currency` state (default NGN); not personal, kept at logout. */
export const currencyStorageKey = 'currency';

type Listener = () => void;

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** The chosen currency as one external store, remembered in local storage and shared by every tab. */
export function createCurrencyStore(storage: Storage | null, target: Window | null) {
  let currency: Currency = read();
  const listeners = new Set<Listener>();

  function read(): Currency {
    try {
      const stored = storage?.getItem(currencyStorageKey);
      return isCurrency(stored) ? stored : 'NGN';
    } catch {
      return 'NGN';
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== currencyStorageKey) return;
    currency = read();
    emit();
  }

  return {
    getSnapshot: (): Currency => currency,
    subscribe(listener: Listener): () => void {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
    set(next: Currency) {
      if (next === currency) return;
      currency = next;
      try {
        storage?.setItem(currencyStorageKey, next);
      } catch {
        // Storage blocked (private mode): the choice still holds for this page.
      }
      emit();
    },
  };
}

export const currencyStore = createCurrencyStore(browserStorage(), typeof window === 'undefined' ? null : window);

/** The shopper's chosen currency. */
export function useCurrency(): Currency {
  return useSyncExternalStore(currencyStore.subscribe, currencyStore.getSnapshot, currencyStore.getSnapshot);
}
