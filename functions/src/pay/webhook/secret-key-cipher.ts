import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A merchant's secret key, sealed with Pay's master key (AES-256-GCM). Pay needs the key itself to sign
 * webhooks, while authentication needs only its hash; sealing keeps a table dump from revealing it. The
 * merchant id is the additional authenticated data, so a sealed key copied onto another merchant will
 * not open.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
const version = 'v1';

/**
 * The 32-byte AES key from the master secret's text: the SHA-256 of it, so any high-entropy secret
 * string (Secrets Manager's generated one, the local store's hex) serves.
 */
export function aesKeyFrom(masterSecret: string): Buffer {
  if (masterSecret.length < 32) throw new Error('The Pay master key is too short (32 characters at least)');
  return createHash('sha256').update(masterSecret).digest();
}

export function sealSecretKey(secretKey: string, merchantId: string, masterSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKeyFrom(masterSecret), iv);
  cipher.setAAD(Buffer.from(merchantId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secretKey, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Throws when the sealed text is malformed, was sealed for another merchant, or under another master key. */
export function openSecretKey(sealed: string, merchantId: string, masterSecret: string): string {
  const [tag, iv, authTag, ciphertext, ...rest] = sealed.split('.');
  if (tag !== version || iv === undefined || authTag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('The sealed secret key is not in a known format');
  }
  const decipher = createDecipheriv('aes-256-gcm', aesKeyFrom(masterSecret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(merchantId, 'utf8'));
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
