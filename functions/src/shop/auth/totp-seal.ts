import { createHmac } from 'node:crypto';
import { sealText, unsealText } from '../../lib/auth/seal';

/**
 * The Shop's sealed values (`lib/auth/seal.ts`), under its OTP secret and the `aso-shop` salt, one key per purpose.
 */
export type SealPurpose = 'totp-secret' | 'login-challenge';

export function seal(secret: string, purpose: SealPurpose, plaintext: string): string {
  return sealText(secret, 'aso-shop', purpose, plaintext);
}

export function unseal(secret: string, purpose: SealPurpose, sealed: string): string | null {
  return unsealText(secret, 'aso-shop', purpose, sealed);
}

/** A keyed hash (HMAC-SHA256) of a recovery code, bound to its user: what is stored instead of the code. */
export function recoveryCodeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`totp-recovery:${userId}:${code}`).digest('hex');
}
