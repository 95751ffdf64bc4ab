import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { createImageVariants } from '../../functions/src/shop/media/image-variants-service';
import { matchesVariantEventFilter } from '../../functions/src/shop/shared/image-variants-contract';

/** What s3rver offers for its S3 event notifications: an `event` for each Put, Post, Copy and Delete. */
export interface S3EventSource {
  on(name: 'event', listener: (event: S3Event) => void): unknown;
}

/**
 * What the deployed images bucket's ObjectCreated notification does (`infra/lib/shop/image-variants.ts`), for
 * the local emulator: each new object of `bucket` that passes the same filters (`variantEventFilters`) goes
 * through the same variants service the Lambda runs. One upload at a time (encodes are CPU-bound); failures
 * are logged, as a failed invocation would be.
 * @returns `settled()`, which resolves once every upload seen so far has its variants (tests wait on it)
 */
export function makeVariantsOnUpload(
  source: S3EventSource,
  s3: S3Client,
  bucket: string,
  log: (line: string) => void,
): { settled: () => Promise<void> } {
  let queue = Promise.resolve();
  source.on('event', (event) => {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated') || record.s3.bucket.name !== bucket) continue;
      const key = record.s3.object.key;
      // The deployed notification's filters (prefixes × upload extensions), from the same description.
      if (!matchesVariantEventFilter(key)) continue;
      queue = queue.then(() =>
        createImageVariants(s3, bucket, key).then(
          (written) => {
            if (written.length > 0) log(`image variants: ${key} → ${written.length} files`);
          },
          (error: unknown) => log(`image variants of ${key} failed: ${error instanceof Error ? error.message : String(error)}`),
        ),
      );
    }
  });
  return { settled: () => queue };
}
