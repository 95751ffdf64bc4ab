import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

function totpOf(secretBase32: string, label = '', issuer = 'Aso'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });
}

/** A fresh 160-bit shared secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app scans; the issuer is the name the app shows (the Shop's: `Aso`). */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Aso'): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/** The current 30-second step. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / period);
}

/**
 * The step a 6-digit code belongs to, accepting the previous and next step for clock drift, or null when
 * the code matches none. The caller refuses a step at or before the last one used (replay).
 */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

export function isTotpCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}

/** Recovery codes avoid letters that read alike (0/o, 1/l/i). */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 8;

/** Eight codes such as `k7mq2-x9tpa`, from a CSPRNG: about 49 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without the dash) in its stored form. */
export function normaliseRecoveryCode(code: string): string {
  const compact = code.toLowerCase().replace(/[\s-]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}
