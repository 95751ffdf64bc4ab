import { randomInt } from 'node:crypto';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/http/errors';
import type { MerchantAuthenticator, MerchantPrincipal } from '../../lib/http/http-route';
import { Merchant, type MerchantItem } from '../db/merchant';
import { processorFor } from '../processor/processor-factory';
import type { ProcessorMode } from '../processor/processor-mode';
import { newCardSignatureKey } from '../shared/card-signature';
import { payMasterKey } from '../webhook/pay-master-key';
import { sealSecretKey } from '../webhook/secret-key-cipher';
import { hashSecretKey, looksLikePublicKey, looksLikeSecretKey, modeOfKey, newMerchantKeys } from './merchant-keys';

export interface NewMerchant {
  name: string;
  logo?: string;
  webhookUrl?: string;
  /** Origins (`https://shop.example`) allowed to frame this merchant's checkout. */
  domains?: string[];
  /** Saved-card codes per hour for this merchant's checkouts. @default `defaultCodesPerMerchantHour` */
  vaultCodesPerHour?: number;
}

export interface KeyPair {
  publicKey: string;
  /** Returned once, when made; only its hash (and its sealed form, for webhook signing) is stored. */
  secretKey: string;
}

export interface CreatedMerchant {
  merchant: MerchantItem;
  /** The test pair's public key. */
  publicKey: string;
  /** The test pair's secret key, returned once, here; only its hash is stored. */
  secretKey: string;
  /** The live pair, likewise (refused until this deployment has a live acquirer). */
  live: KeyPair;
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

/** A new merchant's item with fresh test and live key pairs, not yet written: for `Merchant.create` or a transaction write. */
export interface MerchantRecord {
  item: Parameters<typeof Merchant.create>[0];
  /** The test pair. */
  publicKey: string;
  secretKey: string;
  live: KeyPair;
}

/** How a secret key is stored: its hash (the key index) and its sealed form (webhook signing, the dashboard's reveal). */
export function storedSecretKey(secretKey: string, merchantId: string, masterKey: string): { hash: string; sealed: string } {
  return { hash: hashSecretKey(secretKey), sealed: sealSecretKey(secretKey, merchantId, masterKey) };
}

/** The live pair's attributes of a merchant item. */
export function livePairAttributes(live: KeyPair, merchantId: string, masterKey: string): { livePublicKey: string; liveSecretKeyHash: string; liveSecretKeySealed: string } {
  const stored = storedSecretKey(live.secretKey, merchantId, masterKey);
  return { livePublicKey: live.publicKey, liveSecretKeyHash: stored.hash, liveSecretKeySealed: stored.sealed };
}

export async function newMerchantRecord(input: NewMerchant): Promise<MerchantRecord> {
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw new Error('A merchant name of 1 to 100 characters is needed');
  const webhookUrl = input.webhookUrl?.trim() ?? '';
  if (webhookUrl !== '') originOf(webhookUrl, 'The webhook URL');
  const domains = [...new Set((input.domains ?? []).map((domain) => originOf(domain.trim(), 'A domain')))];
  const { publicKey, secretKey } = newMerchantKeys('test');
  const live = newMerchantKeys('live');
  const merchantId = String(randomInt(100_000, 1_000_000_000_000));
  const masterKey = await payMasterKey();
  const test = storedSecretKey(secretKey, merchantId, masterKey);
  const item = {
    merchantId,
    name,
    mode: 'test' as const,
    logo: input.logo?.trim() ?? '',
    publicKey,
    secretKeyHash: test.hash,
    secretKeySealed: test.sealed,
    ...livePairAttributes(live, merchantId, masterKey),
    webhookUrl,
    domains,
    ...(input.vaultCodesPerHour === undefined ? {} : { vaultCodesPerHour: input.vaultCodesPerHour }),
    createdAt: new Date().toISOString(),
    cardSignatureKey: newCardSignatureKey(),
  };
  return { item, publicKey, secretKey, live };
}

/** Creates a merchant with fresh test and live key pairs (the script `pay:merchant`, the local seed and the tests). */
export async function createMerchant(input: NewMerchant): Promise<CreatedMerchant> {
  const { item, publicKey, secretKey, live } = await newMerchantRecord(input);
  const { data } = await Merchant.create(item).go();
  return { merchant: data, publicKey, secretKey, live };
}

export async function getMerchant(merchantId: string): Promise<MerchantItem> {
  const { data } = await Merchant.get({ merchantId }).go();
  if (!data) throw new NotFoundError('Merchant not found');
  return data;
}

/** The merchant holding this public key, of either pair (the key's prefix says which index holds it). */
export async function merchantByPublicKey(publicKey: string): Promise<MerchantItem | undefined> {
  if (!looksLikePublicKey(publicKey)) return undefined;
  const { data } =
    modeOfKey(publicKey) === 'live'
      ? await Merchant.query.byLivePublicKey({ livePublicKey: publicKey }).go({ limit: 1 })
      : await Merchant.query.byPublicKey({ publicKey }).go({ limit: 1 });
  return data[0];
}

async function merchantBySecretKey(secretKey: string): Promise<MerchantItem | undefined> {
  if (!looksLikeSecretKey(secretKey)) return undefined;
  const hash = hashSecretKey(secretKey);
  const { data } =
    modeOfKey(secretKey) === 'live'
      ? await Merchant.query.byLiveSecretKeyHash({ liveSecretKeyHash: hash }).go({ limit: 1 })
      : await Merchant.query.bySecretKeyHash({ secretKeyHash: hash }).go({ limit: 1 });
  return data[0];
}

function bodyKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('key' in body)) return undefined;
  return typeof body.key === 'string' ? body.key.trim() : undefined;
}

/** The merchant a key opens and the key's mode, or 401. */
async function keyHolder(bearer: string | undefined, kind: 'public' | 'secret', request: { body: unknown }): Promise<{ merchant: MerchantItem; mode: ProcessorMode }> {
  const key = kind === 'secret' ? bearer : (bearer ?? bodyKey(request.body));
  if (!key) {
    throw new UnauthorizedError(kind === 'secret' ? 'No secret key: send Authorization: Bearer sk_…' : 'No public key: send the merchant key');
  }
  const merchant = kind === 'secret' ? await merchantBySecretKey(key) : await merchantByPublicKey(key);
  const mode = modeOfKey(key);
  if (!merchant || !mode) throw new UnauthorizedError(kind === 'secret' ? 'Invalid secret key' : 'Invalid public key');
  return { merchant, mode };
}

/**
 * The key check of every merchant-key route: a secret key as bearer for server routes; a public key as
 * bearer, or as the body's `key` (the pop-up's `request_inline`), for public-key routes. A key of the
 * other kind is refused like a wrong one, so a public key never opens a server route. Either pair opens it,
 * and the key's mode is the call's mode; but a route that has not been made mode-aware takes test keys only:
 * a live key gets the live acquirer's answer (today "Live payments are not enabled on this deployment", 403),
 * before anything is read or made.
 */
export const authenticateMerchant: MerchantAuthenticator = async (bearer, kind, request): Promise<MerchantPrincipal> => {
  const { merchant, mode } = await keyHolder(bearer, kind, request);
  if (mode === 'live') {
    processorFor(mode);
    throw new ForbiddenError('This call does not take live keys yet');
  }
  return callerOf(merchant, kind, mode);
};

/**
 * The key check of the routes that answer only objects of the call's mode (the transaction reads): a live key
 * is let through even while no live acquirer exists, and sees live objects only (none yet).
 */
export const authenticateMerchantEitherMode: MerchantAuthenticator = async (bearer, kind, request): Promise<MerchantPrincipal> => {
  const { merchant, mode } = await keyHolder(bearer, kind, request);
  return callerOf(merchant, kind, mode);
};

/** Who a merchant's resource is made for: a key's principal, or a dashboard staff member of the merchant. */
export interface MerchantCaller {
  readonly merchantId: string;
}

/**
 * The merchant record each key check found, by the principal it answered. A principal lives for one call,
 * so a route reads its merchant from here instead of asking the table again, and never sees another call's.
 */
const recordOfCaller = new WeakMap<MerchantCaller, MerchantItem>();

function callerOf(merchant: MerchantItem, keyKind: 'public' | 'secret', mode: ProcessorMode): MerchantPrincipal {
  const principal: MerchantPrincipal = { merchantId: merchant.merchantId, keyKind, mode };
  recordOfCaller.set(principal, merchant);
  return principal;
}

/** The calling merchant as its key check read it; read from the table for any other caller (a staff member). */
export async function callingMerchant(caller: MerchantCaller): Promise<MerchantItem> {
  return recordOfCaller.get(caller) ?? getMerchant(caller.merchantId);
}
