/**
 * The smaller copies of an uploaded image that pages offer through `srcset`: each width in AVIF and WebP,
 * stored next to the original (`products/abc.jpg` → `products/abc.w640.avif`) by `shop/media` once the upload
 * lands. Product photos, category covers and avatars get them (`variantSources`). Pure: the browser may import it.
 */
export const variantWidths = [320, 640, 1024] as const;
export const variantFormats = ['avif', 'webp'] as const;

export type VariantWidth = (typeof variantWidths)[number];
export type VariantFormat = (typeof variantFormats)[number];

const variantPattern = /\.w\d+\.(avif|webp)$/;
/** The extensions uploaded photos get (`media/upload-policy.ts`); seeded SVG art (`products/<id>/cover.svg`) has none. */
export const photoExtensions = ['jpg', 'png', 'webp', 'gif'] as const;

/**
 * The one description of which uploads get variants: each upload key shape `media/upload-url-service.ts` hands
 * out, as a bucket prefix and the folders between it and the file. The deployed bucket's event notification
 * filters (`infra/lib/shop/image-variants.ts`), the local stack's upload events (`infra/local/image-upload-events.ts`),
 * the backfill (`infra/scripts/backfill-image-variants.ts`), deletes and the pages' `srcset` all read it.
 */
export const variantSources = [
  /** `products/<id>.<ext>`: product photos, in the product card and panel. */
  { prefix: 'products/', folders: 0 },
  /** `categories/<id>.<ext>`: category covers, on the home page's tiles and the admin's category list. */
  { prefix: 'categories/', folders: 0 },
  /** `avatars/<userId>/<id>.<ext>`: profile pictures, on the account page and the admin's user pages. */
  { prefix: 'avatars/', folders: 1 },
] as const;

/** The bucket prefixes whose uploads get variants. */
export const variantPrefixes: readonly string[] = variantSources.map((source) => source.prefix);

/**
 * The S3 ObjectCreated filters that start the variants function: one per prefix and upload extension (a filter
 * has one prefix and one suffix). `.webp` also matches the WebP variants, which the service skips.
 */
export function variantEventFilters(): { prefix: string; suffix: string }[] {
  return variantSources.flatMap(({ prefix }) => photoExtensions.map((extension) => ({ prefix, suffix: `.${extension}` })));
}

/** Whether an S3 event for this key passes one of `variantEventFilters()`, as S3 itself would decide. */
export function matchesVariantEventFilter(key: string): boolean {
  return variantEventFilters().some(({ prefix, suffix }) => key.startsWith(prefix) && key.endsWith(suffix));
}

/** An uploaded photo's key (`products/<id>.<ext>`, `avatars/<userId>/<id>.<ext>`, …) or its Shop URL (`/images/…`). */
const photoPattern = new RegExp(
  `(^|/)(${variantSources.map(({ prefix, folders }) => `${prefix}(?:[^/]+/){${folders}}`).join('|')})[^/]+\\.(${photoExtensions.join('|')})$`,
);

/** The key (or URL path) of one variant of the image at `original`. */
export function variantKey(original: string, width: VariantWidth, format: VariantFormat): string {
  // The extension goes, if the last path segment has one: `a.b/c` keeps its dot.
  return `${original.replace(/\.[^./]*$/, '')}.w${width}.${format}`;
}

/** Whether a key is itself a variant: its upload must not start another round of variants. */
export function isVariantKey(key: string): boolean {
  return variantPattern.test(key);
}

/** Whether the image at this key or URL gets variants: an uploaded photo under `variantSources`, not SVG art or a variant. */
export function hasVariants(original: string): boolean {
  return photoPattern.test(original) && !isVariantKey(original);
}

/** Every variant key of the image at `original`. */
export function variantKeys(original: string): string[] {
  return variantWidths.flatMap((width) => variantFormats.map((format) => variantKey(original, width, format)));
}

/** A `srcset` value offering every width of one format of the image at `url`. */
export function variantSrcSet(url: string, format: VariantFormat): string {
  return variantWidths.map((width) => `${variantKey(url, width, format)} ${width}w`).join(', ');
}
