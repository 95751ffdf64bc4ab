import * as z from '../../lib/zod';
import { deliveryFeeByStateSchema, dollarRateSchema, freeDeliveryFromSchema, maxDeliveryFee } from '../domain/shop-settings';
import { requiredText } from '../shared/contract';

export { defaultDollarRate, defaultShopSettings, deliveryFeeFor, maxDeliveryFee, shopSettingsSchema, type ShopSettings } from '../domain/shop-settings';
export { nigerianStateKeys, nigerianStates, stateKey } from '../domain/nigerian-states';

/** `POST /admin/setting/update-shop-settings`: the whole general settings form; fees in kobo. */
export const updateShopSettingsBody = /* @__PURE__ */ z.pure(() => z.object({
  businessName: requiredText('Business name', 80),
  email: z.pipe(z.string({ error: 'Enter the business e-mail address' }).check(z.trim(), z.toLowerCase(), z.maxLength(254, 'E-mail address is too long')), z.email({ error: 'Enter a valid e-mail address' })),
  phone: z.string({ error: 'Enter the business phone number' }).check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,20}$/, 'Enter a valid phone number')),
  pickupAddress: z.object({
    address: requiredText('Pick-up address', 200),
    city: requiredText('Pick-up city', 60),
    state: requiredText('Pick-up state', 60),
  }),
  deliveryFee: z.number({ error: 'The delivery fee must be a number' }).check(z.int('The delivery fee must be whole kobo'), z.gte(0, 'The delivery fee cannot be negative'), z.lte(maxDeliveryFee, 'The delivery fee must be at most ₦1,000,000')),
  deliveryFeeByState: z._default(deliveryFeeByStateSchema, {}),
  /** `null` turns free delivery off; left out, the stored value stays (as does `dollarRate`). */
  freeDeliveryFrom: z.optional(z.nullable(freeDeliveryFromSchema)),
  dollarRate: z.optional(dollarRateSchema),
}));
export type UpdateShopSettingsBody = z.input<typeof updateShopSettingsBody>;
export type UpdateShopSettingsInput = z.output<typeof updateShopSettingsBody>;
