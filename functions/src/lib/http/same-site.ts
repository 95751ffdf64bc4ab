import { ForbiddenError } from './errors';

function hostnameOf(value: string): string | undefined {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The routes that set or use the refresh cookie answer only the Shop's own pages. The cookie is already
 * `SameSite=Strict`; this refuses any other origin outright, so another site can neither sign a visitor into
 * an account of its choosing nor end their session. "Same site" is not enough: a page on a sibling subdomain
 * (another app, a user-content host) is same-site and its requests carry the cookie. Browsers say where a
 * request comes from in `Sec-Fetch-Site`, which a page cannot forge, and only `same-origin` passes; for a
 * browser too old to send it, `Origin` must name this host. Callers that are not browsers send neither and
 * never carry a visitor's cookie.
 */
export function assertSameSite(headers: Record<string, string | undefined>): void {
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (site) {
    if (site !== 'same-origin') throw new ForbiddenError('Requests from other sites are refused');
    return;
  }
  const origin = headers.origin?.trim();
  if (!origin) return;
  const host = headers.host ? hostnameOf(headers.host) : undefined;
  if (origin === 'null' || !host || hostnameOf(origin) !== host) throw new ForbiddenError('Requests from other sites are refused');
}
