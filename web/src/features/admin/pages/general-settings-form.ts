import type { ShopSettings } from '@functions/shop/setting/contract';
import { nigerianStates, stateKey } from '@functions/shop/setting/contract';
import type { UpdateShopSettingsBody } from '../api/update-shop-settings';

/** The general settings form as typed: fees in naira, as text (blank state fee = the flat fee). */
export interface GeneralForm {
  businessName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  deliveryFee: string;
  stateFees: Record<string, string>;
  /** Naira; blank = delivery always costs its fee. */
  freeDeliveryFrom: string;
  /** Whole naira per US dollar. */
  dollarRate: string;
}

export const stateChoices = nigerianStates.map((name) => ({ name, key: stateKey(name) }));

function naira(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}

export function formFrom(settings: ShopSettings): GeneralForm {
  const stateFees: Record<string, string> = {};
  for (const [key, fee] of Object.entries(settings.deliveryFeeByState ?? {})) stateFees[key] = naira(fee);
  return {
    businessName: settings.businessName,
    email: settings.email,
    phone: settings.phone,
    address: settings.pickupAddress.address,
    city: settings.pickupAddress.city,
    state: settings.pickupAddress.state,
    deliveryFee: naira(settings.deliveryFee),
    stateFees,
    freeDeliveryFrom: settings.freeDeliveryFrom === undefined ? '' : naira(settings.freeDeliveryFrom),
    dollarRate: String(settings.dollarRate),
  };
}

/** Naira as typed (`1500`, `1,500.50`) in kobo, or null when it is not an amount. */
export function koboFrom(text: string): number | null {
  const compact = text.replace(/[₦,\s]/g, '');
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

const notAnAmount = 'Enter an amount in naira, such as 1500';

/** The request body, or the problems keyed by field (`deliveryFee`, `state:<key>`). */
export function bodyFrom(form: GeneralForm): { body: UpdateShopSettingsBody } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const deliveryFee = koboFrom(form.deliveryFee);
  if (deliveryFee === null) problems.deliveryFee = notAnAmount;
  const deliveryFeeByState: Record<string, number> = {};
  for (const [key, text] of Object.entries(form.stateFees)) {
    if (text.trim() === '') continue;
    const fee = koboFrom(text);
    if (fee === null) problems[`state:${key}`] = notAnAmount;
    else deliveryFeeByState[key] = fee;
  }
  const freeDeliveryFrom = form.freeDeliveryFrom.trim() === '' ? null : koboFrom(form.freeDeliveryFrom);
  if (form.freeDeliveryFrom.trim() !== '' && freeDeliveryFrom === null) problems.freeDeliveryFrom = notAnAmount;
  const rateText = form.dollarRate.replace(/[₦,\s]/g, '');
  const dollarRate = /^[0-9]+$/.test(rateText) ? Number(rateText) : null;
  if (dollarRate === null) problems.dollarRate = 'Enter the naira one US dollar buys, in whole naira, such as 1500';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      businessName: form.businessName,
      email: form.email,
      phone: form.phone,
      pickupAddress: { address: form.address, city: form.city, state: form.state },
      deliveryFee: deliveryFee ?? 0,
      deliveryFeeByState,
      freeDeliveryFrom,
      dollarRate: dollarRate ?? 0,
    },
  };
}
