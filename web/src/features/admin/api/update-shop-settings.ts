import { updateShopSettingsBody, type ShopSettings, type UpdateShopSettingsBody } from '@functions/shop/setting/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';

export { updateShopSettingsBody, type UpdateShopSettingsBody };

/**
 * `POST /admin/setting/update-shop-settings`: saves the general settings (fees in kobo) and drops the
 * storefront's cached settings, so the cart and checkout fetch the new fee at once.
 */
export async function updateShopSettings(post: AuthedPost, body: UpdateShopSettingsBody): Promise<ShopSettings> {
  const envelope = await post<ShopSettings>('/admin/setting/update-shop-settings', body);
  if (!envelope.data) throw new Error(envelope.message || 'The settings could not be saved');
  invalidate('shop-settings');
  return envelope.data;
}
