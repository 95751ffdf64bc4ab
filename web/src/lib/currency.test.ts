/** @jest-environment jsdom */
import { createCurrencyStore, currencyStorageKey } from './currency';

describe('the currency store', () => {
  beforeEach(() => window.localStorage.clear());

  test('It should start in naira and remember a switch to dollars for the next visit', () => {
    const store = createCurrencyStore(window.localStorage, window);
    expect(store.getSnapshot()).toBe('NGN');
    store.set('USD');
    expect(window.localStorage.getItem(currencyStorageKey)).toBe('USD');
    expect(createCurrencyStore(window.localStorage, window).getSnapshot()).toBe('USD');
  });

  test('It should ignore a stored value that is not a currency it shows', () => {
    window.localStorage.setItem(currencyStorageKey, 'EUR');
    expect(createCurrencyStore(window.localStorage, window).getSnapshot()).toBe('NGN');
  });
});
