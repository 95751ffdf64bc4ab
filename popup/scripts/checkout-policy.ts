/**
 * The hosted checkout page's Content-Security-Policy, one definition for the local gateway and the Pay
 * CDK stack: script and style only from Pay's own files (the page has no inline script or style), API
 * calls only to Pay, merchant logos from anywhere, and framing by any site, because one `/popup` URL
 * serves every merchant; the page itself refuses a parent outside the merchant's allowed domains.
 */
export const checkoutCspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:', 'http:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ['*'],
};

/** The directives as a header value. */
export function checkoutCsp(): string {
  return Object.entries(checkoutCspDirectives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
