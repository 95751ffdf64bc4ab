/**
 * The hosted checkout page's Content-Security-Policy, one definition for the page's handler, the local
 * gateway and the Pay CDK stack: script and style only from Pay's own files (the page has no inline script
 * or style), API calls only to Pay, merchant logos from anywhere. Who may frame it depends on the merchant,
 * so only the page's handler knows (`checkout-page-service.ts`); every other copy of the page (the built
 * file under `/popup/`) may be framed by nobody.
 */
export const checkoutCspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:', 'http:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The directives as a header value, with `frameAncestors` as the sites that may frame the page. */
export function checkoutCsp(frameAncestors: readonly string[] = ["'none'"]): string {
  return Object.entries({ ...checkoutCspDirectives, 'frame-ancestors': frameAncestors })
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The merchant's allowed domains, or any site when it has none. */
export function merchantFrameAncestors(domains: readonly string[]): readonly string[] {
  return domains.length > 0 ? domains : ['*'];
}
