import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { variantPrefixes } from '../../functions/src/shop/shared/image-variants-contract';
import { ChildProcesses } from '../local/child-processes';
import { dataDir, logsDir } from '../local/paths';
import { imagesBucket, s3Client, startS3Local } from '../local/s3-local';
import { readStackState } from '../local/stack-state';
import { backfillImageVariants } from './image-variants-backfill';

/**
 * `npm run images:backfill [-- --concurrency <n>] [-- --dry-run]`
 *
 * Makes the AVIF and WebP variants that photos uploaded before their prefix got variants lack (product photos,
 * category covers, avatars: `variantSources`), in whichever images bucket the environment points at:
 * - `IMAGES_BUCKET` set: that bucket (a deployed stack's `ImagesBucketName` output), with the usual AWS
 *   credentials, profile and region;
 * - otherwise the local stack's bucket, when its data folder exists (running or not).
 * Originals whose variants all exist are skipped, so it is safe to run again.
 */
const usage = 'Usage: npm run images:backfill -- [--concurrency <1-16>] [--dry-run]';

interface Target {
  s3: S3Client;
  bucket: string;
  where: string;
  close(): Promise<void>;
}

async function reachable(s3: S3Client, bucket: string): Promise<boolean> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return true;
  } catch {
    return false;
  }
}

async function target(): Promise<Target> {
  const deployed = process.env.IMAGES_BUCKET;
  if (deployed) {
    const s3 = new S3Client({});
    return { s3, bucket: deployed, where: `bucket ${deployed}`, close: async () => s3.destroy() };
  }
  const data = dataDir();
  if (!existsSync(join(data, 's3'))) {
    throw new Error(`No images bucket to use: set IMAGES_BUCKET (and AWS credentials) for a deployed stack, or run \`npm start\` once to create the local one in ${data}.`);
  }
  const state = readStackState(data);
  if (state) {
    const s3 = s3Client(state.endpoints.s3);
    if (await reachable(s3, state.imagesBucket)) return { s3, bucket: state.imagesBucket, where: 'the running local stack', close: async () => s3.destroy() };
    s3.destroy();
  }
  // The local stack is not running: start its s3rver just for this.
  const children = new ChildProcesses();
  const local = await startS3Local(children, { folder: join(data, 's3'), logFile: join(logsDir(data), 's3.log') });
  const s3 = s3Client(local.endpoint);
  return {
    s3,
    bucket: imagesBucket,
    where: `the local bucket in ${data}`,
    close: async () => {
      s3.destroy();
      await children.stopAll();
    },
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values } = parseArgs({ options: { concurrency: { type: 'string' }, 'dry-run': { type: 'boolean' } }, strict: true });
  const concurrency = Number(values.concurrency ?? '2');
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new Error(`--concurrency must be a whole number from 1 to 16. ${usage}`);
  const store = await target();
  try {
    const dryRun = values['dry-run'] === true;
    process.stdout.write(`${dryRun ? 'Checking' : 'Backfilling'} image variants under ${variantPrefixes.join(', ')} in ${store.where}, ${concurrency} at a time.\n`);
    const summary = await backfillImageVariants(store.s3, store.bucket, { concurrency, dryRun, log: (line) => process.stdout.write(`${line}\n`) });
    process.stdout.write(
      `${summary.originals} originals: ${summary.complete} already complete, ${summary.made} ${dryRun ? 'to make' : 'made'}, ${summary.notImages} not images, ${summary.failed.length} failed.\n`,
    );
    if (summary.failed.length > 0) process.exitCode = 1;
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
