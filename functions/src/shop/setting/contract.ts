export { defaultShopSettings, shopSettingsSchema, type ShopSettings } from '../domain/shop-settings';
