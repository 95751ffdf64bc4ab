import { randomInt } from 'node:crypto';
import { NotFoundError, UnauthorizedError } from '../../lib/http/errors';
import type { MerchantAuthenticator, MerchantPrincipal } from '../../lib/http/http-route';
import { Merchant, type MerchantItem } from '../db/merchant';
import { processorFor } from '../processor/processor-factory';
import type { ProcessorMode } from '../processor/processor-mode';
import { newCardSignatureKey } from '../shared/card-signature';
import { payMasterKey } from '../webhook/pay-master-key';
import { sealSecretKey } from '../webhook/secret-key-cipher';
import { hashSecretKey, looksLikePublicKey, looksLikeSecretKey, newMerchantKeys } from './merchant-keys';

export interface NewMerchant {
  name: string;
  logo?: string;
  webhookUrl?: string;
  /** Origins (`https://shop.example`) allowed to frame this merchant's checkout. */
  domains?: string[];
  /** Saved-card codes per hour for this merchant's checkouts. @default `defaultCodesPerMerchantHour` */
  vaultCodesPerHour?: number;
  /** Test (the default) or live: the keys' prefix and the acquirer follow it. */
  mode?: ProcessorMode;
}

export interface CreatedMerchant {
  merchant: MerchantItem;
  publicKey: string;
  /** Returned once, here; only its hash is stored. */
  secretKey: string;
}

function originOf(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a valid URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${what} must be an http(s) URL: ${value}`);
  return url.origin;
}

/** A new merchant's item with a fresh key pair, not yet written: for `Merchant.create` or a transaction write. */
export interface MerchantRecord {
  item: Parameters<typeof Merchant.create>[0];
  publicKey: string;
  /** Returned once; only its hash (and its sealed form, for webhook signing) is stored. */
  secretKey: string;
}

export async function newMerchantRecord(input: NewMerchant): Promise<MerchantRecord> {
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw new Error('A merchant name of 1 to 100 characters is needed');
  const webhookUrl = input.webhookUrl?.trim() ?? '';
  if (webhookUrl !== '') originOf(webhookUrl, 'The webhook URL');
  const domains = [...new Set((input.domains ?? []).map((domain) => originOf(domain.trim(), 'A domain')))];
  const mode = input.mode ?? 'test';
  const { publicKey, secretKey } = newMerchantKeys(mode);
  const merchantId = String(randomInt(100_000, 1_000_000_000_000));
  const item = {
    merchantId,
    name,
    mode,
    logo: input.logo?.trim() ?? '',
    publicKey,
    secretKeyHash: hashSecretKey(secretKey),
    secretKeySealed: sealSecretKey(secretKey, merchantId, await payMasterKey()),
    webhookUrl,
    domains,
    ...(input.vaultCodesPerHour === undefined ? {} : { vaultCodesPerHour: input.vaultCodesPerHour }),
    createdAt: new Date().toISOString(),
    cardSignatureKey: newCardSignatureKey(),
  };
  return { item, publicKey, secretKey };
}

/** Creates a merchant with a fresh key pair (the script `pay:merchant`, the local seed and the tests). */
export async function createMerchant(input: NewMerchant): Promise<CreatedMerchant> {
  const { item, publicKey, secretKey } = await newMerchantRecord(input);
  const { data } = await Merchant.create(item).go();
  return { merchant: data, publicKey, secretKey };
}

export async function getMerchant(merchantId: string): Promise<MerchantItem> {
  const { data } = await Merchant.get({ merchantId }).go();
  if (!data) throw new NotFoundError('Merchant not found');
  return data;
}

export async function merchantByPublicKey(publicKey: string): Promise<MerchantItem | undefined> {
  if (!looksLikePublicKey(publicKey)) return undefined;
  const { data } = await Merchant.query.byPublicKey({ publicKey }).go({ limit: 1 });
  return data[0];
}

async function merchantBySecretKey(secretKey: string): Promise<MerchantItem | undefined> {
  if (!looksLikeSecretKey(secretKey)) return undefined;
  const { data } = await Merchant.query.bySecretKeyHash({ secretKeyHash: hashSecretKey(secretKey) }).go({ limit: 1 });
  return data[0];
}

function bodyKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('key' in body)) return undefined;
  return typeof body.key === 'string' ? body.key.trim() : undefined;
}

/**
 * The key check of every merchant-key route: a secret key as bearer for server routes; a public key as
 * bearer, or as the body's `key` (the pop-up's `request_inline`), for public-key routes. A key of the
 * other kind is refused like a wrong one, so a public key never opens a server route.
 */
export const authenticateMerchant: MerchantAuthenticator = async (bearer, kind, request): Promise<MerchantPrincipal> => {
  const key = kind === 'secret' ? bearer : (bearer ?? bodyKey(request.body));
  if (!key) {
    throw new UnauthorizedError(kind === 'secret' ? 'No secret key: send Authorization: Bearer sk_…' : 'No public key: send the merchant key');
  }
  const merchant = kind === 'secret' ? await merchantBySecretKey(key) : await merchantByPublicKey(key);
  if (!merchant) throw new UnauthorizedError(kind === 'secret' ? 'Invalid secret key' : 'Invalid public key');
  // A live key is genuine but unusable until a live acquirer is configured: say so, before anything is made.
  processorFor(merchant.mode);
  return { merchantId: merchant.merchantId, keyKind: kind };
};
