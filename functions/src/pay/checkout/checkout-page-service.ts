import { optionalEnv } from '../../lib/env/env';
import { HttpError } from '../../lib/http/errors';
import type { RouteResult } from '../../lib/http/response';
import type { MerchantItem } from '../db/merchant';
import { getMerchant, merchantByPublicKey } from '../merchant/merchant-service';
import { transactionByAccessCode } from '../transaction/transaction-lookup';
import { checkoutCsp, merchantFrameAncestors } from './checkout-page-policy';

/** How long a warm handler keeps the built page before fetching it again (a deploy renames its assets). */
const pageTtlMs = 60_000;
let cachedPage: { html: string; fetchedAt: number } | undefined;

/**
 * The built page (`popup/dist/checkout/index.html`), fetched from Pay's own origin, where its static copy
 * is framed by nobody. Locally and in AWS that is the same file the build wrote, so the handler never
 * carries a copy that could go stale against the hashed assets it names.
 */
async function builtPage(): Promise<string> {
  if (cachedPage && Date.now() - cachedPage.fetchedAt < pageTtlMs) return cachedPage.html;
  const origin = optionalEnv('PAY_ORIGIN');
  if (!origin) throw new Error('PAY_ORIGIN is not set');
  const response = await fetch(`${origin.replace(/\/+$/, '')}/popup/index.html`);
  if (!response.ok) throw new HttpError(503, 'The checkout page is not available right now: try again shortly');
  cachedPage = { html: await response.text(), fetchedAt: Date.now() };
  return cachedPage.html;
}

/** Whose checkout the page will show, from its address; undefined when nothing there names a merchant. */
async function merchantOfPage(page: { accessCode?: string | undefined; key?: string | undefined }): Promise<MerchantItem | undefined> {
  if (page.accessCode) {
    try {
      return await getMerchant((await transactionByAccessCode(page.accessCode)).merchantId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
  return page.key ? merchantByPublicKey(page.key) : undefined;
}

export interface CheckoutPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * The hosted checkout page for one merchant's checkout: framed only by the merchant's allowed domains
 * (by any site when it has none), and by nobody when the address names no merchant, since the page then
 * has no checkout a site could legitimately show.
 */
export async function checkoutPage(page: { accessCode?: string | undefined; key?: string | undefined }): Promise<CheckoutPage> {
  const [html, merchant] = await Promise.all([builtPage(), merchantOfPage(page)]);
  return {
    html,
    headers: {
      'content-security-policy': checkoutCsp(merchant ? merchantFrameAncestors(merchant.domains) : undefined),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin',
      'cache-control': 'no-store',
    },
  };
}

/** The page as a route's answer: the document itself, not the JSON envelope. */
export function pageResult(page: CheckoutPage): RouteResult {
  return { message: 'Checkout page', page: { contentType: 'text/html; charset=utf-8', body: page.html }, headers: page.headers };
}
