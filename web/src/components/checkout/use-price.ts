import { useCallback } from 'react';
import { useCurrency } from '../../lib/currency';
import { formatPrice } from '../../lib/money';
import { useShopSettings } from './api/fetch-shop-settings';

/**
 * Formats kobo in the shopper's currency (the header's switch) at the shop's dollar rate. The settings are
 * fetched only once dollars are chosen; until the rate arrives prices show in naira, never at a guessed rate.
 */
export function usePrice(): (kobo: number) => string {
  const currency = useCurrency();
  const settings = useShopSettings({ enabled: currency === 'USD' });
  const dollarRate = settings.status === 'success' ? settings.data.dollarRate : undefined;
  return useCallback((kobo: number) => formatPrice(kobo, currency, dollarRate), [currency, dollarRate]);
}
