/** Card checks done in the page before anything is sent (the server checks again). */

export type CardBrand = 'visa' | 'mastercard' | 'verve' | 'amex' | 'unknown';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Luhn checksum over the digits of `number` (12 to 19 digits). */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the leading digits; Verve's prefixes (5060, 5061, 5078, 5079, 6500) are checked first. */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^(506[01]|507[89]|6500)/.test(digits)) return 'verve';
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const four = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  return 'unknown';
}

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
  unknown: 'Card',
};

/** Longest number a brand allows, so typing stops there. */
export function maxLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'visa' || brand === 'mastercard' ? 16 : 19;
}

/** Groups digits for display: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, maxLength(cardBrand(value)));
  if (cardBrand(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

/** Formats what the customer typed as `MM/YY`; a single digit above 1 becomes `0d/`. */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits}/` : digits;
}

export interface Expiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** `MM/YY` → month and four-digit year, or undefined when malformed. */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now = new Date()): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{3,4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** Field messages for the card form; an empty object means the card can be sent. */
export function validateCard(input: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number);
  if (!digits) errors.number = 'Enter your card number';
  else if (!luhnValid(digits)) errors.number = 'This card number is not valid: check it and try again';
  const expiry = parseExpiry(input.expiry);
  if (!input.expiry.trim()) errors.expiry = 'Enter the expiry date';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (isExpired(expiry, now)) errors.expiry = 'This card has expired';
  if (!input.cvv) errors.cvv = 'Enter the CVV';
  else if (!cvvValid(input.cvv, cardBrand(digits))) errors.cvv = 'The CVV is the 3 digits on the back of the card';
  return errors;
}
