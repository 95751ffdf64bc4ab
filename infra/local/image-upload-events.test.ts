import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { variantKeys } from '../../functions/src/shop/shared/image-variants-contract';
import { makeVariantsOnUpload, type S3EventSource } from './image-upload-events';
import { freePort } from './ports';
import { s3Client } from './s3-local';

type S3rverClass = new (options: { directory: string; address: string; port: number; silent: boolean; configureBuckets: { name: string }[] }) => S3EventSource & {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
};

/** The local stack's emulator, in-process: uploads land as they do behind the local stack's presigned POSTs. */
describe('Image variants in the local stack', () => {
  const folder = mkdtempSync(join(tmpdir(), 'aso-s3-events-'));
  const S3rver = createRequire(__filename)('s3rver') as S3rverClass;
  let server: InstanceType<S3rverClass>;
  let s3: ReturnType<typeof s3Client>;
  let variants: { settled: () => Promise<void> };
  const log: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ directory: folder, address: '127.0.0.1', port, silent: true, configureBuckets: [{ name: 'images' }, { name: 'other' }] });
    variants = makeVariantsOnUpload(server, s3Client(`http://127.0.0.1:${port}`), 'images', (line) => log.push(line));
    await server.run();
    s3 = s3Client(`http://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    s3.destroy();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function keys(bucket: string): Promise<string[]> {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  test('It should write the six variants of an upload next to it, and nothing for another bucket or a non-image', async () => {
    log.length = 0;
    const photo = await sharp({ create: { width: 360, height: 450, channels: 3, background: '#8a3b2e' } }).jpeg().toBuffer();
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: 'products/p1.jpg', Body: photo, ContentType: 'image/jpeg' }));
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: 'products/p1/cover.svg', Body: '<svg xmlns="http://www.w3.org/2000/svg"/>', ContentType: 'image/svg+xml' }));
    await s3.send(new PutObjectCommand({ Bucket: 'other', Key: 'p2.jpg', Body: photo, ContentType: 'image/jpeg' }));
    await variants.settled();

    expect(await keys('images')).toEqual([
      'products/p1.jpg',
      'products/p1.w1024.avif',
      'products/p1.w1024.webp',
      'products/p1.w320.avif',
      'products/p1.w320.webp',
      'products/p1.w640.avif',
      'products/p1.w640.webp',
      'products/p1/cover.svg',
    ]);
    expect(await keys('other')).toEqual(['p2.jpg']);
    expect(log).toEqual(['image variants: products/p1.jpg → 6 files']);
  });

  test('It should write the variants of a category cover and an avatar, and nothing for a key outside the shared filters', async () => {
    log.length = 0;
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2d4f6b' } }).png().toBuffer();
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: 'categories/c1.png', Body: photo, ContentType: 'image/png' }));
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: 'avatars/u1/a1.png', Body: photo, ContentType: 'image/png' }));
    await s3.send(new PutObjectCommand({ Bucket: 'images', Key: 'uploads/x.png', Body: photo, ContentType: 'image/png' }));
    await variants.settled();

    const stored = await keys('images');
    expect(stored).toEqual(expect.arrayContaining([...variantKeys('categories/c1.png'), ...variantKeys('avatars/u1/a1.png')]));
    expect(stored.filter((key) => key.startsWith('uploads/'))).toEqual(['uploads/x.png']);
    expect(log).toEqual(['image variants: categories/c1.png → 6 files', 'image variants: avatars/u1/a1.png → 6 files']);
  });
});
