import * as z from 'zod';

/** Shop settings an admin can change later; amounts in kobo. */
export const shopSettingsSchema = z.object({
  currency: z.literal('NGN'),
  deliveryFee: z.number().int().nonnegative(),
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
