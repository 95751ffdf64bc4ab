import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TransactionFilters } from './list-contract';

/**
 * The download link `GET /transaction/export` answers (Paystack answers a `path` to fetch the CSV from, without
 * the secret key). The token carries the merchant, the filters and the expiry, signed with an HMAC keyed by the
 * merchant's secret-key hash (stored server-side only), so a link cannot be forged or widened, dies with its
 * expiry and with a key rotation, and needs no item in the table. Pure apart from the clock given.
 */
export const exportLinkLifetimeMs = 15 * 60 * 1000;

export interface ExportLink {
  merchantId: string;
  filters: TransactionFilters;
  expiresAt: number;
}

function signature(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`transaction-export:${payload}`).digest();
}

export function signExportLink(link: ExportLink, key: string): string {
  const payload = Buffer.from(JSON.stringify({ m: link.merchantId, f: link.filters, e: link.expiresAt })).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The merchant a token names, before its signature is checked (to find the key). */
export function exportLinkMerchant(token: string): string | undefined {
  const link = decode(token);
  return link?.merchantId;
}

function decode(token: string): ExportLink | undefined {
  const [payload] = token.split('.');
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { m, f, e } = parsed as Record<string, unknown>;
    if (typeof m !== 'string' || !/^\d{1,20}$/.test(m) || typeof e !== 'number' || typeof f !== 'object' || f === null) return undefined;
    return { merchantId: m, filters: f as TransactionFilters, expiresAt: e };
  } catch {
    return undefined;
  }
}

/** The link a token stands for, if its signature holds under `key` and it has not expired; otherwise undefined. */
export function openExportLink(token: string, key: string, now = Date.now()): ExportLink | undefined {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = signature(key, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const link = decode(token);
  return link && link.expiresAt > now ? link : undefined;
}
