import type { S3Client } from '@aws-sdk/client-s3';
import { optionalEnv } from '../../lib/env/env';
import { logger } from '../../lib/http/logger';
import { hasVariants, variantKeys } from './image-variants-contract';

/** Deletes at a time: a category's cascade can free hundreds of images. */
const concurrency = 8;

let client: S3Client | undefined;

/** The bucket is read per call: the handlers that import a catalogue service but never delete get no bucket. */
async function imagesClient(): Promise<{ s3: S3Client; bucket: string } | undefined> {
  const bucket = optionalEnv('IMAGES_BUCKET');
  if (!bucket) return undefined;
  const { S3Client: Client } = await import('@aws-sdk/client-s3');
  // s3rver (local) only understands path-style addressing.
  client ??= new Client({ forcePathStyle: optionalEnv('AWS_ENDPOINT_URL_S3') !== undefined });
  return { s3: client, bucket };
}

/** The error's name and message only: SDK errors carry request metadata that has no place in a log. */
function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}

/**
 * Removes images (catalogue photos and covers, avatars), with the AVIF/WebP variants an uploaded photo got
 * (`hasVariants`), from the bucket once the write that
 * dropped them has committed (deleting a variant that was never written succeeds). Best effort: a key
 * that cannot be removed is logged (keys only) and left as an orphan; it never fails the caller's request.
 */
export async function deleteImages(keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys.filter((key) => key !== '').flatMap((key) => [key, ...(hasVariants(key) ? variantKeys(key) : [])]))];
  if (unique.length === 0) return;
  const store = await imagesClient();
  if (!store) {
    logger.warn('Images left in storage: IMAGES_BUCKET is not set for this function', { keys: unique });
    return;
  }
  // Loaded on use: the catalogue routes that import this module but never delete carry no S3 call.
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const failed: { key: string; reason: string }[] = [];
  for (let start = 0; start < unique.length; start += concurrency) {
    const slice = unique.slice(start, start + concurrency);
    const results = await Promise.allSettled(slice.map((key) => store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: key }))));
    results.forEach((result, index) => {
      if (result.status === 'rejected') failed.push({ key: slice[index] ?? '', reason: reason(result.reason) });
    });
  }
  if (failed.length > 0) logger.warn('Some images could not be deleted from storage', { failed });
}

/** Every image key a product holds (its cover and gallery). */
export function productImageKeys(product: { coverImageKey: string; imageKeys: readonly string[] }): string[] {
  return [product.coverImageKey, ...product.imageKeys];
}
