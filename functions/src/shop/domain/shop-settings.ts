import * as z from 'zod';

/** Shop settings an admin can change later; amounts in kobo. */
export const shopSettingsSchema = z.object({
  currency: z.literal('NGN'),
  deliveryFee: z.number().int().nonnegative(),
  /** Fees for particular states (keys lower-case), overriding `deliveryFee`; set by admins. */
  deliveryFeeByState: z.record(z.string(), z.number().int().nonnegative()).optional(),
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
