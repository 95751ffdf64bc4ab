import type { ShopSettings } from './contract';
import { readShopSettings } from '../db/setting';

export async function getShopSettings(): Promise<ShopSettings> {
  return readShopSettings();
}
