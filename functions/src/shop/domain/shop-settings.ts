import * as z from 'zod';
import { nigerianStateKeys } from './nigerian-states';

/** The most a delivery may cost (₦1,000,000), in kobo: a typo guard, not a business rule. */
export const maxDeliveryFee = 1_000_000_00;

const feeSchema = z
  .number({ error: 'The delivery fee must be a number' })
  .int('The delivery fee must be whole kobo')
  .min(0, 'The delivery fee cannot be negative')
  .max(maxDeliveryFee, 'The delivery fee must be at most ₦1,000,000');

/** Fees for particular states, keyed by `stateKey` (lower-case name, `fct` for Abuja), overriding `deliveryFee`. */
export const deliveryFeeByStateSchema = z.record(z.string(), feeSchema).superRefine((fees, ctx) => {
  const unknown = Object.keys(fees).find((key) => !nigerianStateKeys.includes(key));
  if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `${unknown} is not a Nigerian state`, path: [unknown] });
});

/** Shop settings an admin can change (`POST /admin/setting/update-shop-settings`); amounts in kobo. */
export const shopSettingsSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  currency: z.literal('NGN'),
  deliveryFee: feeSchema,
  deliveryFeeByState: deliveryFeeByStateSchema.optional(),
  pickupAddress: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * The defaults the shop opens with (SPEC §9: delivery ₦100, pick-up in Port Harcourt); an admin can
 * change them later, which stores a `shop` setting item that takes precedence.
 */
export const defaultShopSettings: ShopSettings = {
  businessName: 'Aso Tailoring Studio',
  email: 'hello@aso.example',
  phone: '+234 803 000 0000',
  currency: 'NGN',
  deliveryFee: 100_00,
  pickupAddress: {
    name: 'Aso Tailoring Studio',
    address: '12 Aba Road, GRA Phase 2',
    city: 'Port Harcourt',
    state: 'Rivers',
    country: 'Nigeria',
    phone: '+234 803 000 0000',
  },
};
