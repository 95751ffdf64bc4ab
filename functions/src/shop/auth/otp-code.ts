import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from './contract';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the OTP secret and bound to the address and purpose,
 * so a leaked table cannot be brute-forced offline and a sign-up code never works for recovery.
 */
export function hashOtpCode(secret: string, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

export function otpCodeMatches(secret: string, purpose: OtpPurpose, email: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashOtpCode(secret, purpose, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
