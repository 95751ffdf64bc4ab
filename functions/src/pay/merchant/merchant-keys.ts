import { createHash, randomBytes } from 'node:crypto';
import type { ProcessorMode } from '../processor/processor-mode';

/** A new key pair: `pk_test_…` for browsers, `sk_test_…` for the merchant's server (shown once); `_live_` in live mode. */
export function newMerchantKeys(mode: ProcessorMode = 'test'): { publicKey: string; secretKey: string } {
  return {
    publicKey: `pk_${mode}_${randomBytes(20).toString('hex')}`,
    secretKey: `sk_${mode}_${randomBytes(24).toString('hex')}`,
  };
}

/**
 * The stored form of a secret key. The key is 192 random bits, so a plain SHA-256 cannot be reversed
 * by guessing; it also lets a key be looked up by its hash.
 */
export function hashSecretKey(secretKey: string): string {
  return createHash('sha256').update(secretKey).digest('hex');
}

export function looksLikePublicKey(key: string): boolean {
  return /^pk_(test|live)_[0-9a-f]{16,64}$/.test(key);
}

export function looksLikeSecretKey(key: string): boolean {
  return /^sk_(test|live)_[0-9a-f]{16,64}$/.test(key);
}

/** The mode a key belongs to, read from its prefix (`pk_live_…`, `sk_test_…`); a key of neither shape has none. */
export function modeOfKey(key: string): ProcessorMode | undefined {
  const match = /^[ps]k_(test|live)_/.exec(key);
  return match?.[1] === 'live' ? 'live' : match ? 'test' : undefined;
}
