import type { ShopSettings } from '@functions/shop/setting/contract';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export async function fetchShopSettings(): Promise<ShopSettings> {
  const envelope = await apiGet<ShopSettings>('/setting/fetch-shop-settings');
  if (!envelope.data) throw new Error('Shop settings are unavailable');
  return envelope.data;
}

/** Delivery fees (kobo), free delivery, the dollar rate and the pick-up address, which an admin can change. */
export function useShopSettings(options: { enabled?: boolean } = {}) {
  return useQuery('shop-settings', fetchShopSettings, options);
}
