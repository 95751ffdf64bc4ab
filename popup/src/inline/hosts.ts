/** Where the script's collaborators live. Each defaults to the origin the script was loaded from. */
export interface Hosts {
  /** Origin of the hosted checkout page (framed at `{checkoutOrigin}/popup?origin=…`). */
  checkoutOrigin: string;
  /** Base URL of the checkout API (`{apiBase}/checkout/request_inline`, …). */
  apiBase: string;
  /** Base URL of the payment host (wallet-pay session validation and charge). */
  paymentHost: string;
}

/** Options accepted by `new AsoPay(options)` and `AsoPay.configure(options)`. */
export interface HostOptions {
  /** Sets all three hosts at once (self-hosting, tests). */
  origin?: string;
  checkoutOrigin?: string;
  apiBase?: string;
  paymentHost?: string;
}

/** Used when the script's own origin is unknown (ESM import, inline evaluation, no `window`). */
export const DEFAULT_ORIGIN = 'https://pay.aso.ng';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The URL of the `<script>` that is running now, if there is one. Safe without `document`. */
export function currentScriptSrc(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.currentScript;
  return (script && 'src' in script && script.src) || undefined;
}

/** The origin of the `<script>` that is running now, if there is one. Safe without `document`. */
export function currentScriptOrigin(): string | undefined {
  const src = currentScriptSrc();
  if (!src) return undefined;
  try {
    return new URL(src).origin;
  } catch {
    return undefined;
  }
}

/** Resolves hosts: explicit option, else `origin`, else the given fallback origin. */
export function resolveHosts(options: HostOptions, fallback: string): Hosts {
  const origin = trimSlash(options.origin ?? fallback);
  return {
    checkoutOrigin: new URL(options.checkoutOrigin ?? origin).origin,
    apiBase: trimSlash(options.apiBase ?? origin),
    paymentHost: trimSlash(options.paymentHost ?? origin),
  };
}

/**
 * The URL the checkout is framed at. It names the embedding page's origin, which the page checks against
 * the browser's `location.ancestorOrigins` and then posts to exactly (an opaque origin, `null`, is left
 * out, since nothing can be posted to it), and the checkout it will show (the access code, else the
 * merchant's public key), so Pay can answer it framable by that merchant's sites only.
 */
export function checkoutFrameUrl(hosts: Hosts, pageOrigin: string, checkout: { accessCode?: string | undefined; key?: unknown } = {}): string {
  const query = new URLSearchParams();
  if (pageOrigin && pageOrigin !== 'null') query.set('origin', pageOrigin);
  if (checkout.accessCode) query.set('access_code', checkout.accessCode);
  else if (typeof checkout.key === 'string' && checkout.key) query.set('key', checkout.key);
  const search = query.toString();
  return `${hosts.checkoutOrigin}/popup${search ? `?${search}` : ''}`;
}
