import { toast } from '../../../components/toast/toast-store';
import { cartStore } from '../../../lib/cart/cart-store';
import { applyCatalog } from '../../../lib/cart/refresh-cart';
import { currencyStore } from '../../../lib/currency';
import { formatPrice } from '../../../lib/money';
import { fetchQuery } from '../../../lib/use-query';
import { fetchShopSettings } from '../../../components/checkout/api/fetch-shop-settings';
import { fetchProductsByIds, maxIdsPerCall } from '../api/fetch-products-by-ids';

/**
 * Brings a stored cart up to date with one batch call (once per page load, and only when there is a
 * cart): lines whose product is gone are removed and named in a toast; changed prices are applied and
 * announced. A failed call leaves the
 * cart as it is (the server recomputes every price at order time anyway).
 */
export async function refreshStoredCart(): Promise<void> {
  const ids = cartStore
    .getSnapshot()
    .map((item) => item.id)
    .slice(0, maxIdsPerCall);
  if (ids.length === 0) return;
  let products;
  try {
    products = await fetchProductsByIds(ids);
  } catch {
    return;
  }
  const result = applyCatalog(cartStore, products, ids);
  if (result.removed.length > 0) {
    const names = result.removed.map((item) => item.title).join(', ');
    toast.info(`${names} ${result.removed.length === 1 ? 'is' : 'are'} no longer available and ${result.removed.length === 1 ? 'was' : 'were'} removed from your cart`);
  }
  if (result.repriced.length === 0) return;
  const currency = currencyStore.getSnapshot();
  const dollarRate = currency === 'USD' ? await fetchQuery('shop-settings', fetchShopSettings).then((settings) => settings.dollarRate, () => undefined) : undefined;
  for (const item of result.repriced) {
    toast.info(`The price of ${item.title} is now ${formatPrice(item.amount, currency, dollarRate)}`);
  }
}
