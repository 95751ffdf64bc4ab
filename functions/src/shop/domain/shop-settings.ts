import * as z from '../../lib/zod';
import { nigerianStateKeys, stateKey } from './nigerian-states';

/** The most a delivery may cost (₦1,000,000), in kobo: a typo guard, not a business rule. */
export const maxDeliveryFee = 1_000_000_00;

const feeSchema = /* @__PURE__ */ z.pure(() => z.number({ error: 'The delivery fee must be a number' }).check(z.int('The delivery fee must be whole kobo'), z.gte(0, 'The delivery fee cannot be negative'), z.lte(maxDeliveryFee, 'The delivery fee must be at most ₦1,000,000')));

/** Fees for particular states, keyed by `stateKey` (lower-case name, `fct` for Abuja), overriding `deliveryFee`. */
export const deliveryFeeByStateSchema = /* @__PURE__ */ z.pure(() => z.record(z.string(), feeSchema).check(z.superRefine((fees, ctx) => {
  const unknown = Object.keys(fees).find((key) => !nigerianStateKeys.includes(key));
  if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `${unknown} is not a Nigerian state`, path: [unknown] });
})));

/** The dollar rate's bounds (naira per US dollar, whole naira): a typo guard, not a market view. */
export const maxDollarRate = 100_000;
export const defaultDollarRate = 1500;

export const dollarRateSchema = /* @__PURE__ */ z.pure(() => z.number({ error: 'The dollar rate must be a number' }).check(z.int('The dollar rate must be whole naira per dollar'), z.gte(1, 'The dollar rate must be at least ₦1 per dollar'), z.lte(maxDollarRate, 'The dollar rate must be at most ₦100,000 per dollar')));

/** The items' total (kobo, before the member discount) from which delivery is free. */
export const freeDeliveryFromSchema = /* @__PURE__ */ z.pure(() => z.number({ error: 'The free delivery amount must be a number' }).check(z.int('The free delivery amount must be whole kobo'), z.gte(1, 'The free delivery amount must be more than ₦0'), z.lte(maxDeliveryFee * 100, 'The free delivery amount must be at most ₦100,000,000')));

/** Shop settings an admin can change (`POST /admin/setting/update-shop-settings`); amounts in kobo. */
export const shopSettingsSchema = /* @__PURE__ */ z.pure(() => z.object({
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  currency: z.literal('NGN'),
  deliveryFee: feeSchema,
  deliveryFeeByState: z.optional(deliveryFeeByStateSchema),
  /** Absent when delivery always costs its fee. */
  freeDeliveryFrom: z.optional(freeDeliveryFromSchema),
  /** Naira per US dollar, for showing prices in dollars; charges stay in naira. */
  dollarRate: dollarRateSchema,
  pickupAddress: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
}));
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
  dollarRate: defaultDollarRate,
  pickupAddress: {
    name: 'Aso Tailoring Studio',
    address: '12 Aba Road, GRA Phase 2',
    city: 'Port Harcourt',
    state: 'Rivers',
    country: 'Nigeria',
    phone: '+234 803 000 0000',
  },
};

/**
 * Delivery costs the state's fee when admins set one, else the flat fee; it is free from `freeDeliveryFrom`
 * (the items' total before the member discount, kobo) and for pick-up. The state is the customer's own text,
 * so only the map's own entries count: `constructor` or `__proto__` would otherwise find Object.prototype's
 * members and price the order with a function. Pure, so the cart page estimates with the server's rule.
 */
export function deliveryFeeFor(settings: ShopSettings, delivery: boolean, state: string | undefined, subtotal: number): number {
  if (!delivery) return 0;
  if (settings.freeDeliveryFrom !== undefined && subtotal >= settings.freeDeliveryFrom) return 0;
  const fees = settings.deliveryFeeByState;
  const key = state === undefined ? undefined : stateKey(state);
  const byState = fees && key !== undefined && Object.hasOwn(fees, key) ? fees[key] : undefined;
  return typeof byState === 'number' ? byState : settings.deliveryFee;
}
