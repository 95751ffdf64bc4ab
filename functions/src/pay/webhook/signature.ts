import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers that carry the signature: Pay's own, and the one merchants migrating to Pay already check. */
export const signatureHeaders = ['x-aso-signature', 'x-paystack-signature'] as const;

/** Hex HMAC-SHA512 of the exact body bytes, keyed with the merchant's secret key. */
export function signWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** The receiving side's check (the Shop uses it for its own webhooks), in constant time. */
export function webhookSignatureMatches(rawBody: string, secretKey: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
