import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createImageVariants } from '../../functions/src/shop/media/image-variants-service';
import { hasVariants, variantKeys, variantPrefixes } from '../../functions/src/shop/shared/image-variants-contract';

/** What one original needs: the variant keys the bucket does not hold yet. */
export interface MissingVariants {
  readonly key: string;
  readonly missing: readonly string[];
}

export interface BackfillOptions {
  /** Originals encoded at a time (each encode is CPU-bound, in this process). */
  readonly concurrency: number;
  /** List what would be made, make nothing. */
  readonly dryRun?: boolean;
  readonly log: (line: string) => void;
}

export interface BackfillSummary {
  /** Originals under the prefixes that get variants. */
  readonly originals: number;
  /** Of those, the ones that already had every variant. */
  readonly complete: number;
  /** Originals whose variants were written now (or, in a dry run, would be). */
  readonly made: number;
  /** Originals the service wrote nothing for (a stored type that is not a raster image). */
  readonly notImages: number;
  readonly failed: readonly { key: string; reason: string }[];
}

/** Every key under `prefix`, page by page. */
async function listKeys(s3: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Which originals among `keys` lack variants: a photo under `variantSources` (not SVG art, not a variant) with at
 * least one of its six variant keys absent from `keys`. Variants sit next to their original, so the listing of
 * its prefix is enough to tell.
 */
export function missingVariants(keys: readonly string[]): { originals: number; missing: MissingVariants[] } {
  const present = new Set(keys);
  const originals = keys.filter(hasVariants);
  const missing = originals
    .map((key) => ({ key, missing: variantKeys(key).filter((variant) => !present.has(variant)) }))
    .filter((entry) => entry.missing.length > 0);
  return { originals: originals.length, missing };
}

/** Runs `work` on each item, at most `limit` at a time, in order of start. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Makes the missing variants of every original under the prefixes that get them (`variantPrefixes`), with the
 * service the upload notification runs (`createImageVariants`). Idempotent: an original whose variants all exist
 * is skipped, and one that lacks any gets all six (the same bytes for those it had), so a re-run after an
 * interruption finishes the job and a re-run after that makes nothing. A failure is reported and the rest go on.
 */
export async function backfillImageVariants(s3: S3Client, bucket: string, options: BackfillOptions): Promise<BackfillSummary> {
  let originals = 0;
  const todo: MissingVariants[] = [];
  for (const prefix of variantPrefixes) {
    const found = missingVariants(await listKeys(s3, bucket, prefix));
    originals += found.originals;
    todo.push(...found.missing);
    options.log(`${prefix}: ${found.originals} originals, ${found.missing.length} missing variants`);
  }
  let made = 0;
  let notImages = 0;
  const failed: { key: string; reason: string }[] = [];
  if (options.dryRun) {
    for (const entry of todo) options.log(`would make ${entry.missing.length} variants of ${entry.key}`);
    made = todo.length;
  } else {
    await eachLimited(todo, options.concurrency, async ({ key, missing }) => {
      try {
        const written = await createImageVariants(s3, bucket, key);
        if (written.length === 0) {
          notImages += 1;
          options.log(`skipped ${key}: not a raster image`);
        } else {
          made += 1;
          options.log(`made ${written.length} variants of ${key} (${missing.length} were missing)`);
        }
      } catch (error) {
        failed.push({ key, reason: reason(error) });
        options.log(`failed ${key}: ${reason(error)}`);
      }
    });
  }
  return { originals, complete: originals - todo.length, made, notImages, failed };
}
