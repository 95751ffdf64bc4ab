import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { variantKeys } from '../../functions/src/shop/shared/image-variants-contract';
import { freePort } from '../local/ports';
import { s3Client } from '../local/s3-local';
import { backfillImageVariants, eachLimited, missingVariants } from './image-variants-backfill';

type S3rverClass = new (options: { directory: string; address: string; port: number; silent: boolean; configureBuckets: { name: string }[] }) => {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
};

describe('Which originals lack variants', () => {
  test('It should name each uploaded photo under the variant prefixes with the variant keys it lacks, and nothing else', () => {
    const keys = [
      'products/a.jpg',
      ...variantKeys('products/a.jpg'),
      'products/b.png',
      'products/b.w320.avif',
      'products/p1/cover.svg',
      'categories/c.webp',
      'categories/c1/cover.svg',
      'avatars/u1/me.gif',
      ...variantKeys('avatars/u1/me.gif'),
    ];
    expect(missingVariants(keys)).toEqual({
      originals: 4,
      missing: [
        { key: 'products/b.png', missing: variantKeys('products/b.png').filter((key) => key !== 'products/b.w320.avif') },
        { key: 'categories/c.webp', missing: variantKeys('categories/c.webp') },
      ],
    });
  });
});

describe('Running work with bounded concurrency', () => {
  test('It should run every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
});

/** Against the local stack's emulator, in-process, with no upload notification: photos from before variants existed. */
describe('Backfilling image variants', () => {
  const folder = mkdtempSync(join(tmpdir(), 'aso-backfill-'));
  const S3rver = createRequire(__filename)('s3rver') as S3rverClass;
  let server: InstanceType<S3rverClass>;
  let s3: ReturnType<typeof s3Client>;

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ directory: folder, address: '127.0.0.1', port, silent: true, configureBuckets: [{ name: 'images' }] });
    await server.run();
    s3 = s3Client(`http://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    s3.destroy();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function keys(): Promise<string[]> {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'images' }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  async function put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: key, Body: body, ContentType: contentType }));
  }

  test('It should make the missing variants of old uploads with the upload service, skip complete ones, and make nothing on a re-run', async () => {
    const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#2e6b4f' } }).jpeg().toBuffer();
    await put('products/done.jpg', photo, 'image/jpeg');
    // Complete already: a marker body the backfill must not overwrite.
    for (const key of variantKeys('products/done.jpg')) await put(key, 'kept', key.endsWith('.avif') ? 'image/avif' : 'image/webp');
    await put('categories/old.jpg', photo, 'image/jpeg');
    await put('avatars/u1/old.jpg', photo, 'image/jpeg');
    await put('avatars/u1/old.w320.avif', 'partial', 'image/avif');
    await put('categories/c1/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    await put('other/x.jpg', photo, 'image/jpeg');

    const log: string[] = [];
    const first = await backfillImageVariants(s3, 'images', { concurrency: 2, log: (line) => log.push(line) });

    expect(first).toEqual({ originals: 3, complete: 1, made: 2, notImages: 0, failed: [] });
    expect(await keys()).toEqual(
      [
        'products/done.jpg',
        ...variantKeys('products/done.jpg'),
        'categories/old.jpg',
        ...variantKeys('categories/old.jpg'),
        'avatars/u1/old.jpg',
        ...variantKeys('avatars/u1/old.jpg'),
        'categories/c1/cover.svg',
        'other/x.jpg',
      ].sort(),
    );
    const made = await s3.send(new ListObjectsV2Command({ Bucket: 'images', Prefix: 'avatars/u1/old.w320.avif' }));
    expect(made.Contents?.[0]?.Size).toBeGreaterThan('partial'.length);
    const kept = await s3.send(new ListObjectsV2Command({ Bucket: 'images', Prefix: 'products/done.w640.webp' }));
    expect(kept.Contents?.[0]?.Size).toBe('kept'.length);
    expect(log).toEqual(
      expect.arrayContaining([
        'products/: 1 originals, 0 missing variants',
        'categories/: 1 originals, 1 missing variants',
        'avatars/: 1 originals, 1 missing variants',
        'made 6 variants of categories/old.jpg (6 were missing)',
        'made 6 variants of avatars/u1/old.jpg (5 were missing)',
      ]),
    );

    const before = await keys();
    const again: string[] = [];
    expect(await backfillImageVariants(s3, 'images', { concurrency: 2, log: (line) => again.push(line) })).toEqual({ originals: 3, complete: 3, made: 0, notImages: 0, failed: [] });
    expect(await keys()).toEqual(before);
    expect(again.filter((line) => line.startsWith('made'))).toEqual([]);
  });

  test('It should only list in a dry run, and report a stored non-image without failing', async () => {
    await put('products/notes.png', 'hello', 'text/plain');
    await put('products/new.png', await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).png().toBuffer(), 'image/png');
    const before = await keys();

    const log: string[] = [];
    expect(await backfillImageVariants(s3, 'images', { concurrency: 1, dryRun: true, log: (line) => log.push(line) })).toMatchObject({ made: 2, failed: [] });
    expect(await keys()).toEqual(before);
    expect(log).toEqual(expect.arrayContaining(['would make 6 variants of products/new.png', 'would make 6 variants of products/notes.png']));

    const run = await backfillImageVariants(s3, 'images', { concurrency: 4, log: () => undefined });
    expect(run).toMatchObject({ made: 1, notImages: 1, failed: [] });
    expect(await keys()).toEqual(expect.arrayContaining(variantKeys('products/new.png')));
  });
});
