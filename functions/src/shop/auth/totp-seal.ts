import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing with AES-256-GCM under a key derived (HKDF-SHA256) from the shop's OTP secret for one purpose,
 * so a sealed value made for one use (an authenticator secret) can never be opened as another (a sign-in
 * challenge). GCM authenticates as well as hides: a changed byte fails to open.
 */
export type SealPurpose = 'totp-secret' | 'login-challenge';

function keyFor(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'aso-shop', purpose, 32));
}

/** `iv.tag.ciphertext`, each base64url. */
export function seal(secret: string, purpose: SealPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext, or null when the value was not sealed by us for this purpose (or was altered). */
export function unseal(secret: string, purpose: SealPurpose, sealed: string): string | null {
  const [iv, tag, body, extra] = sealed.split('.');
  if (!iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A keyed hash (HMAC-SHA256) of a recovery code, bound to its user: what is stored instead of the code. */
export function recoveryCodeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`totp-recovery:${userId}:${code}`).digest('hex');
}
