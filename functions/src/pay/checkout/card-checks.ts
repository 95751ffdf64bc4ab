/** The card checks the checkout page makes for the customer and the server makes again. Plain functions, no schemas. */

/** Luhn check on digits only; the page checks it for the customer, the server again. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card brand from its leading digits, for the page's icon and the stored authorization. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'verve' | 'unknown' {
  if (/^(506[01]|507[89]|6500)/.test(digits)) return 'verve';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'unknown';
}

/** True when the card's expiry month has not ended yet at `now`. `year` may be 2 or 4 digits. */
export function expiryValid(month: string, year: string, now: Date = new Date()): boolean {
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y)) return false;
  const endOfMonth = Date.UTC(y, m, 1);
  return endOfMonth > now.getTime() && y <= now.getUTCFullYear() + 20;
}
