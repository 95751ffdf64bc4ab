import type { UrlParameters } from '../protocol';
import { CALLBACK_NAMES, type TransactionParameters } from './validate';

/** Merchant-facing names and the names the checkout server expects. */
export const RENAMES: Readonly<Record<string, string>> = {
  firstName: 'firstname',
  lastName: 'lastname',
  customerCode: 'customer_code',
  paymentRequest: 'payment_request',
  subaccountCode: 'subaccount',
  transactionCharge: 'transaction_charge',
  planCode: 'plan',
  subscriptionCount: 'quantity',
  planInterval: 'interval',
  subscriptionLimit: 'invoice_limit',
  subscriptionStartDate: 'start_date',
  reference: 'ref',
};

/** Longest page address whose query string is kept in `metadata.referrer`. */
export const REFERRER_LIMIT = 500;

/** The page address sent as `metadata.referrer`: never the fragment; the query only if the address is short. */
export function referrerOf(href: string): string {
  const url = new URL(href);
  const base = url.origin + url.pathname;
  const full = base + url.search;
  return full.length <= REFERRER_LIMIT ? full : base;
}

function isFalse(value: unknown): boolean {
  return value === false || value === 'false';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Builds the parameters sent to the checkout (SPEC §3): renames non-empty values, drops callbacks, adds
 * `metadata.referrer` (metadata sent as JSON), sends a non-string `split` as JSON, sets `mode: 'popup'`
 * and turns `card: false` / `bank: false` into `channels`. The input is not mutated.
 */
export function buildUrlParameters(params: TransactionParameters, href: string): UrlParameters {
  const out: UrlParameters = {};
  for (const name of Object.keys(params)) {
    const value = params[name];
    if (typeof value === 'function' || (CALLBACK_NAMES as readonly string[]).includes(name)) continue;
    const target = RENAMES[name] !== undefined && !isEmpty(value) ? RENAMES[name] : name;
    out[target] = value as UrlParameters[string];
  }
  const metadata = typeof params.metadata === 'object' && params.metadata !== null ? params.metadata : {};
  out.metadata = JSON.stringify({ ...metadata, referrer: referrerOf(href) });
  if (params.split !== undefined && params.split !== null && typeof params.split !== 'string') {
    out.split = JSON.stringify(params.split);
  }
  out.mode = 'popup';
  if (isFalse(params.card)) {
    delete out.card;
    out.channels = ['bank'];
  } else if (isFalse(params.bank)) {
    delete out.bank;
    out.channels = ['card'];
  }
  return out;
}

/** Names that travel as request headers instead of body fields in API calls. */
export const HEADER_PARAMETERS: Readonly<Record<string, string>> = {
  language: 'Accept-Language',
  connect_account: 'x-connect-account',
};

/** Splits parameters into a JSON body and headers for `POST /checkout/request_inline`. */
export function toApiRequest(urlParameters: UrlParameters): { body: UrlParameters; headers: Record<string, string> } {
  const body: UrlParameters = {};
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  for (const name of Object.keys(urlParameters)) {
    const header = HEADER_PARAMETERS[name];
    const value = urlParameters[name];
    if (header === undefined) body[name] = value ?? null;
    else if (value !== undefined && value !== null && value !== '') headers[header] = String(value);
  }
  return { body, headers };
}
