import { useState, type ImgHTMLAttributes } from 'react';
import { hasVariants, variantFormats, variantSrcSet } from '@functions/shop/shared/image-variants-contract';

/**
 * An image that lets the browser pick the smallest variant that fills `sizes` (by default its fixed `width`), in the
 * first format it decodes.
 * Uploaded product photos, category covers and avatars get AVIF and WebP copies at three widths next to them
 * (`functions/src/shop/media`, `variantSources`); seeded SVG art has none, being smaller as it is. Variants are
 * written just after an upload lands, so a page shown in between (or a photo from before variants existed, until
 * `npm run images:backfill`) falls back to the original when a variant fails; a new `src` tries its variants again.
 */
export function ResponsiveImage({ src, sizes: given, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes?: string }) {
  const [failed, setFailed] = useState<string>();
  // A thumbnail of fixed width needs no `sizes` of its own: it is shown at that width.
  const sizes = given ?? (typeof img.width === 'number' ? `${img.width}px` : '100vw');
  if (failed === src || !hasVariants(src)) return <img src={src} {...img} />;
  return (
    <picture>
      {variantFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(src, format)} sizes={sizes} />
      ))}
      <img src={src} {...img} onError={() => setFailed(src)} />
    </picture>
  );
}
