import { createHmac, randomBytes } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { Merchant, type MerchantItem } from '../db/merchant';

/** The card facts Pay keeps (never the number or the CVV): all a signature is made from. */
export interface SignedCardFacts {
  bin: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
}

export function newCardSignatureKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A card's signature for one merchant: HMAC-SHA256 of the card facts Pay keeps anyway, keyed per merchant.
 * The same card (same bin, last4, brand and expiry) has the same signature for all of a merchant's customers,
 * so the merchant can spot one card shared between accounts; another merchant sees another signature for it,
 * and without the key nobody can test a guessed card against a signature. The signature reveals nothing the
 * stored facts do not already hold; it is not made from the card number.
 */
export function cardSignature(key: string, card: SignedCardFacts): string {
  const expYear = card.expYear.length === 2 ? `20${card.expYear}` : card.expYear;
  const facts = [card.bin, card.last4, card.brand.toLowerCase(), card.expMonth.padStart(2, '0'), expYear].join(':');
  return `SIG_${createHmac('sha256', key).update(`aso-pay:card-signature:${facts}`).digest('base64url').slice(0, 20)}`;
}

/**
 * The merchant's signature key; a merchant made before keys existed gets one on its first card, by a write
 * conditional on it still having none, so racing settlements all end with the same key.
 */
export async function cardSignatureKeyOf(merchant: MerchantItem): Promise<string> {
  if (merchant.cardSignatureKey) return merchant.cardSignatureKey;
  try {
    const { data } = await Merchant.patch({ merchantId: merchant.merchantId })
      .set({ cardSignatureKey: newCardSignatureKey() })
      .where(({ cardSignatureKey }, { notExists }) => notExists(cardSignatureKey))
      .go({ response: 'all_new' });
    if (data.cardSignatureKey) return data.cardSignatureKey;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await Merchant.get({ merchantId: merchant.merchantId }).go({ consistent: true });
  if (!data?.cardSignatureKey) throw new Error('The merchant has no card signature key after setting one');
  return data.cardSignatureKey;
}

/** The issuer facts of a card as the test processor knows them (a live acquirer would report its own). */
export function cardIssuer(domain: MerchantItem['mode']): { bank: string; countryCode: string } {
  return domain === 'live' ? { bank: '', countryCode: 'NG' } : { bank: 'TEST BANK', countryCode: 'NG' };
}
