/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { cartCount, type CartProduct } from './cart-rules';
import { cartStorageKey, createCartStore, useCart } from './cart-store';
import { applyCatalog } from './refresh-cart';

const kaftan: CartProduct = { id: 'k1', name: 'White Kaftan', category: 'Kaftan', coverImage: '/images/k1.svg', amount: 4_500_000 };
const cap: CartProduct = { id: 'c1', name: 'Gobi Cap', category: 'Caps', coverImage: '/images/c1.svg', amount: 950_000 };

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(cartStorageKey) ?? 'null');
}

beforeEach(() => window.localStorage.clear());

describe('cart store', () => {
  test('It should save every change to local storage under "cart"', () => {
    const store = createCartStore(window.localStorage, window);

    store.add(kaftan, 2);
    expect(stored()).toEqual([expect.objectContaining({ id: 'k1', quantity: 2, price: 9_000_000 })]);

    store.increase('k1');
    expect(stored()).toEqual([expect.objectContaining({ quantity: 3, price: 13_500_000 })]);

    store.decrease('k1');
    expect(stored()).toEqual([expect.objectContaining({ quantity: 2, price: 9_000_000 })]);

    store.add(cap);
    store.remove('k1');
    expect(stored()).toEqual([expect.objectContaining({ id: 'c1' })]);

    store.clear();
    expect(stored()).toEqual([]);
  });

  test('It should say whether an added product was new to the cart', () => {
    const store = createCartStore(window.localStorage, window);

    expect(store.add(kaftan)).toBe(true);
    expect(store.add(kaftan)).toBe(false);
  });

  test('It should start from the cart stored by an earlier visit', () => {
    createCartStore(window.localStorage, window).add(cap, 3);

    const later = createCartStore(window.localStorage, window);

    expect(later.getSnapshot()).toEqual([expect.objectContaining({ id: 'c1', quantity: 3 })]);
  });

  test('It should show a change made in another tab', () => {
    const store = createCartStore(window.localStorage, window);
    let seen = 0;
    const unsubscribe = store.subscribe(() => {
      seen = cartCount(store.getSnapshot());
    });

    window.localStorage.setItem(cartStorageKey, JSON.stringify([{ ...kaftan, title: kaftan.name, quantity: 4, price: 0 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey }));

    expect(seen).toBe(4);
    expect(store.getSnapshot()[0]).toMatchObject({ quantity: 4, price: 18_000_000 });
    unsubscribe();
  });

  test('It should apply a catalog refresh without touching lines added meanwhile', () => {
    const store = createCartStore(window.localStorage, window);
    store.add(kaftan);
    const asked = store.getSnapshot().map((item) => item.id);
    store.add(cap);

    const result = applyCatalog(store, [], asked);

    expect(result.removed.map((item) => item.id)).toEqual(['k1']);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['c1']);
    expect(stored()).toEqual([expect.objectContaining({ id: 'c1' })]);
  });
});

describe('useCart', () => {
  test('It should re-render when the shared cart changes, including from another tab', async () => {
    const { cartStore } = await import('./cart-store');
    function Badge() {
      const cart = useCart();
      return <p>{`${cartCount(cart)} items`}</p>;
    }
    render(<Badge />);
    expect(screen.getByText('0 items')).toBeTruthy();

    act(() => {
      cartStore.add(kaftan, 2);
    });
    expect(screen.getByText('2 items')).toBeTruthy();

    act(() => {
      window.localStorage.setItem(cartStorageKey, JSON.stringify([{ ...cap, title: cap.name, quantity: 5, price: 0 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey }));
    });
    expect(screen.getByText('5 items')).toBeTruthy();
  });
});
