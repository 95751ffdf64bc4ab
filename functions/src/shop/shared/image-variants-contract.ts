/**
 * The smaller copies of an uploaded image that pages offer through `srcset`: each width in AVIF and WebP,
 * stored next to the original (`products/abc.jpg` → `products/abc.w640.avif`) by `shop/media` once the upload
 * lands. Pure: the browser may import it.
 */
export const variantWidths = [320, 640, 1024] as const;
export const variantFormats = ['avif', 'webp'] as const;

export type VariantWidth = (typeof variantWidths)[number];
export type VariantFormat = (typeof variantFormats)[number];

const variantPattern = /\.w\d+\.(avif|webp)$/;
/** Uploads under this prefix get variants: product photos, which the card and panel offer through `srcset`. */
export const variantPrefix = 'products/';
/** The extensions uploaded photos get (`media/upload-policy.ts`); seeded SVG art (`products/<id>/cover.svg`) has none. */
export const photoExtensions = ['jpg', 'png', 'webp', 'gif'] as const;
/** An uploaded product photo's key (`products/<id>.<ext>`), or its Shop URL (`/images/products/…`). */
const photoPattern = /(^|\/)products\/[^/]+\.(jpg|png|webp|gif)$/;

/** The key (or URL path) of one variant of the image at `original`. */
export function variantKey(original: string, width: VariantWidth, format: VariantFormat): string {
  // The extension goes, if the last path segment has one: `a.b/c` keeps its dot.
  return `${original.replace(/\.[^./]*$/, '')}.w${width}.${format}`;
}

/** Whether a key is itself a variant: its upload must not start another round of variants. */
export function isVariantKey(key: string): boolean {
  return variantPattern.test(key);
}

/** Whether the image at this key or URL gets variants: an uploaded product photo, not SVG art, an avatar or a variant. */
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
