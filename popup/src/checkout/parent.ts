import type { CheckoutEvent, ScriptToCheckoutMessage } from '../protocol';

/** Query parameter the script adds to the frame URL with its page's origin. */
export const ORIGIN_PARAM = 'origin';

export interface FrameContext {
  /** `location.search` of the checkout page. */
  search: string;
  /** `location.ancestorOrigins` as a list (Chromium and Safari have it; Firefox does not). */
  ancestorOrigins: readonly string[] | undefined;
  /** `document.referrer`: the embedding page's URL, or at least its origin under the default referrer policy. */
  referrer: string;
}

export type ParentOrigin = { origin: string } | { refused: string };

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The exact origin of the page framing the checkout. The script's `origin` parameter is trusted only when
 * the browser's own record of the parent (`ancestorOrigins[0]`) agrees; without either, the referrer's origin.
 */
export function resolveParentOrigin(context: FrameContext): ParentOrigin {
  const claimed = new URLSearchParams(context.search).get(ORIGIN_PARAM);
  const claimedOrigin = claimed ? originOf(claimed) : undefined;
  const ancestor = context.ancestorOrigins?.[0];
  const actual = ancestor ? originOf(ancestor) : undefined;
  if (claimed && !claimedOrigin) return { refused: 'The page that opened this checkout sent an invalid origin.' };
  if (claimedOrigin && actual && claimedOrigin !== actual) {
    return { refused: 'This checkout was opened by a different site than the one it was made for.' };
  }
  const origin = claimedOrigin ?? actual ?? originOf(context.referrer);
  return origin ? { origin } : { refused: 'This checkout cannot tell which site opened it.' };
}

/** True when `origin` is one of the merchant's allowed domains (an origin, a host, or `*.host` for subdomains). */
export function isAllowedOrigin(origin: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    const value = entry.trim().toLowerCase();
    if (!value) return false;
    if (value.includes('://')) return originOf(value) === origin;
    if (value.startsWith('*.')) return host.endsWith(value.slice(1));
    return host === value || host.split(':')[0] === value;
  });
}

/** Narrows an untrusted message to one the script may send. */
export function isScriptMessage(value: unknown): value is ScriptToCheckoutMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value;
  if (type === 'inline:pay-with-vault' || type === 'analytics') return true;
  if (type !== 'inline:url' || !('path' in value) || !('params' in value)) return false;
  const { path, params } = value;
  return (path === 'newTransaction' || path === 'resumeTransaction') && typeof params === 'object' && params !== null;
}

/**
 * The channel to the embedding page: posts only to its exact origin and accepts messages only from
 * `window.parent` on that origin. Standalone (not framed), it posts nothing.
 */
export class ParentChannel {
  private _blocked = false;

  constructor(
    private readonly _origin: string | undefined,
    private readonly _parent: Window | undefined,
  ) {}

  get origin(): string | undefined {
    return this._origin;
  }

  /**
   * Stops all posting when the merchant's allowed domains exclude the parent, except a bare `close` so the
   * customer can still dismiss the overlay.
   */
  block(): void {
    this._blocked = true;
  }

  post(message: CheckoutEvent): void {
    if (!this._origin || !this._parent) return;
    if (this._blocked && (message.event !== 'close' || 'data' in message)) return;
    this._parent.postMessage(message, this._origin);
  }

  listen(target: Window, onMessage: (message: ScriptToCheckoutMessage) => void): void {
    target.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!this._parent || event.source !== this._parent || event.origin !== this._origin) return;
      if (isScriptMessage(event.data)) onMessage(event.data);
    });
  }
}
