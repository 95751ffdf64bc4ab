import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { hasVariants, variantKey } from '../shared/image-variants-contract';
import { resizeImage } from './resize-image';

/** Types the upload policy accepts (`upload-policy.ts`); anything else in the bucket is left alone. */
const rasterTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Writes the AVIF and WebP variants of the uploaded photo at `key` (a product photo, category cover or avatar:
 * `variantSources`) next to it. A variant's own upload, or any other object (SVG art, a key outside those
 * prefixes, a stored type that is not a raster image), does nothing. Writing the same variants twice (an event
 * delivered again, or the backfill) stores the same bytes.
 * @returns the keys written
 */
export async function createImageVariants(s3: S3Client, bucket: string, key: string): Promise<string[]> {
  if (!hasVariants(key)) return [];
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!rasterTypes.has(object.ContentType ?? '') || !object.Body) return [];
  const variants = await resizeImage(Buffer.from(await object.Body.transformToByteArray()));
  const written: string[] = [];
  for (const variant of variants) {
    const target = variantKey(key, variant.width, variant.format);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: target, Body: variant.body, ContentType: variant.contentType }));
    written.push(target);
  }
  return written;
}
