import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing with AES-256-GCM under a key derived (HKDF-SHA256) from a product's secret, salted with the product
 * (`domain`) and bound to one purpose, so a value sealed for one use (an authenticator secret) can never be
 * opened as another (a sign-in challenge). GCM authenticates as well as hides: a changed byte fails to open.
 */
function keyFor(secret: string, domain: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, domain, purpose, 32));
}

/** `iv.tag.ciphertext`, each base64url. */
export function sealText(secret: string, domain: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, domain, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext, or null when the value was not sealed by us for this purpose (or was altered). */
export function unsealText(secret: string, domain: string, purpose: string, sealed: string): string | null {
  const [iv, tag, body, extra] = sealed.split('.');
  if (!iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, domain, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
