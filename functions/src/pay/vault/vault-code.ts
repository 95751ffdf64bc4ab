import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateVaultCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The key vault codes are hashed with: derived from Pay's master key for this one use, so the master key
 * itself (which also seals merchants' secret keys) never keys anything else.
 */
function vaultCodeKey(masterKey: string): Buffer {
  return createHmac('sha256', masterKey).update('aso-pay:vault-code-key').digest();
}

/**
 * The stored form of a code: HMAC-SHA256 keyed from Pay's master key (as the Shop keys its OTPs), bound to
 * the checkout and e-mail, so a leaked table cannot be brute-forced offline and a code never works for
 * another checkout. A fresh salt per code keeps two equal codes from looking equal in the table.
 */
export function hashVaultCode(
  masterKey: string,
  accessCode: string,
  email: string,
  code: string,
  salt: string = randomBytes(16).toString('hex'),
): string {
  const digest = createHmac('sha256', vaultCodeKey(masterKey)).update(`${salt}:vault:${accessCode}:${email}:${code}`).digest('hex');
  return `${salt}:${digest}`;
}

export function vaultCodeMatches(masterKey: string, accessCode: string, email: string, code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const candidate = Buffer.from(hashVaultCode(masterKey, accessCode, email, code, salt));
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
