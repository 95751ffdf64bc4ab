/**
 * How long browsers keep each kind of file the two CloudFront distributions serve: one description read by
 * the CDK behaviours (a response headers policy per kind, `cacheHeadersPolicy` in `edge.ts`) and by the
 * local gateway (`cacheControlFor`), so a test on the local stack checks the headers CloudFront sends.
 * The API's own responses are not listed: their handlers say how they may be cached.
 */
export const cacheControl = {
  /** Vite's content-hashed build files: a new build gets new names, so a browser never asks again. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Product, category and avatar images and their variants: every upload gets a new random key. */
  image: 'public, max-age=31536000, immutable',
  /** Entry points that name the hashed files (`index.html`, `/config.json`, the checkout page's files): asked again each time, answered 304 when unchanged. */
  revalidate: 'no-cache',
  /** Pay's script sits at one URL on merchants' pages: fresh for five minutes, then served stale for a day while it is fetched again. */
  inlineScript: 'public, max-age=300, stale-while-revalidate=86400',
} as const;

export type CacheKind = keyof typeof cacheControl;

/** A CloudFront path pattern (`*` matches any characters, `/` included) and the kind of file it serves. */
export interface CachedPath {
  /** The behaviour's path pattern, or `default` for the distribution's default behaviour. */
  readonly pattern: string;
  readonly kind: CacheKind;
}

/**
 * Each distribution's static paths in CloudFront's order (first match wins; the API's behaviours, which come
 * first, are not static paths). The default behaviour is last.
 */
export const cachedPaths = {
  shop: [
    { pattern: '/assets/*', kind: 'hashedAsset' },
    { pattern: '/images/*', kind: 'image' },
    { pattern: 'default', kind: 'revalidate' },
  ],
  pay: [
    // The script and the part it loads on first use (`inline-extras.js`): one URL each on merchants' pages.
    { pattern: '/v1/inline*.js', kind: 'inlineScript' },
    { pattern: '/dashboard/assets/*', kind: 'hashedAsset' },
    { pattern: '/dashboard*', kind: 'revalidate' },
    { pattern: 'default', kind: 'revalidate' },
  ],
} as const satisfies Readonly<Record<'shop' | 'pay', readonly CachedPath[]>>;

/** Whether a CloudFront path pattern matches `path` (`*` any characters, `?` one). */
export function matchesPathPattern(pattern: string, path: string): boolean {
  if (pattern === 'default') return true;
  const expression = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${expression}$`).test(path);
}

/** The `Cache-Control` CloudFront sends for a static file of `product`'s origin at `path`. */
export function cacheControlFor(product: keyof typeof cachedPaths, path: string): string {
  const found: CachedPath | undefined = cachedPaths[product].find((entry) => matchesPathPattern(entry.pattern, path));
  return cacheControl[found?.kind ?? 'revalidate'];
}

/** The kind of file a behaviour's pattern serves, as the description says (a typo in a stack throws at synth). */
export function cacheKindOf(product: keyof typeof cachedPaths, pattern: string): CacheKind {
  const found: CachedPath | undefined = cachedPaths[product].find((entry) => entry.pattern === pattern);
  if (!found) throw new Error(`${product}: no cache kind for the path pattern ${pattern}`);
  return found.kind;
}
