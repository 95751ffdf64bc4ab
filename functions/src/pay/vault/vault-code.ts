import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateVaultCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The stored form of a code: salted SHA-256 bound to the checkout and e-mail, so a code never works for
 * another checkout. The Pay stack has no hashing secret of its own (yet); a code lives 10 minutes, works
 * once and allows 5 tries, and opens only the saved cards of one e-mail for one checkout.
 */
export function hashVaultCode(accessCode: string, email: string, code: string, salt: string = randomBytes(16).toString('hex')): string {
  const digest = createHash('sha256').update(`${salt}:vault:${accessCode}:${email}:${code}`).digest('hex');
  return `${salt}:${digest}`;
}

export function vaultCodeMatches(accessCode: string, email: string, code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const candidate = Buffer.from(hashVaultCode(accessCode, email, code, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** The vault token handed to the page after a right code: random, stored only as its hash. */
export function newVaultToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashVaultToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A saved card's id on the page: derived from its authorization code, which the browser never sees. */
export function vaultCardId(authorizationCode: string): string {
  return createHash('sha256').update(`card:${authorizationCode}`).digest('hex').slice(0, 20);
}

/** `ada@example.com` → `a***@example.com`, for "we sent a code to …". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
