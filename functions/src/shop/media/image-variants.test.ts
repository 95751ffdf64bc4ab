import type { PutObjectCommand} from '@aws-sdk/client-s3';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { hasVariants, isVariantKey, matchesVariantEventFilter, photoExtensions, variantEventFilters, variantKey, variantKeys, variantPrefixes, variantSrcSet } from '../shared/image-variants-contract';
import { avatarKey, catalogImageKey } from './upload-url-service';
import { createImageVariants } from './image-variants-service';
import { resizeImage } from './resize-image';
import { imageExtensions } from './upload-policy';

/** A photo-like image: a gradient, so encoders have detail to work on. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([(x * 255) / width, (y * 255) / height, ((x + y) * 97) % 256], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** An S3 client that holds objects in a map: enough for GetObject and PutObject. */
function memoryS3(objects: Map<string, { body: Buffer; contentType: string }>): S3Client {
  const send = async (command: GetObjectCommand | PutObjectCommand) => {
    const key = command.input.Key ?? '';
    if (command instanceof GetObjectCommand) {
      const found = objects.get(key);
      if (!found) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
      return { ContentType: found.contentType, Body: { transformToByteArray: async () => new Uint8Array(found.body) } };
    }
    objects.set(key, { body: Buffer.from(command.input.Body as Uint8Array), contentType: command.input.ContentType ?? '' });
    return {};
  };
  return { send } as unknown as S3Client;
}

describe('Image variant names', () => {
  test('It should put each variant next to its original, with its width and format in the name', () => {
    expect(variantKey('products/abc.jpg', 640, 'avif')).toBe('products/abc.w640.avif');
    expect(variantKey('/images/products/abc.png', 320, 'webp')).toBe('/images/products/abc.w320.webp');
    expect(variantKey('a.b/c', 1024, 'webp')).toBe('a.b/c.w1024.webp');
    expect(isVariantKey('products/abc.w640.avif')).toBe(true);
    expect(isVariantKey('products/abc.webp')).toBe(false);
    expect(
      ['/images/products/abc.jpg', 'products/abc.gif', 'products/p/cover.svg', 'products/abc.w640.webp', 'avatars/u/abc.jpg', 'categories/abc.png'].map(hasVariants),
    ).toEqual([true, true, false, false, true, true]);
    expect(variantKeys('products/abc.gif')).toHaveLength(6);
    expect([...photoExtensions].sort()).toEqual(Object.values(imageExtensions).sort());
    expect(variantSrcSet('/images/p/x.jpg', 'avif')).toBe('/images/p/x.w320.avif 320w, /images/p/x.w640.avif 640w, /images/p/x.w1024.avif 1024w');
  });
});

describe('Which uploads get variants', () => {
  test('It should give variants to every upload key the upload routes hand out: product photos, category covers and avatars', () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const) {
      for (const key of [catalogImageKey('product', contentType), catalogImageKey('category', contentType), avatarKey('0b6c7e1a-user', contentType)]) {
        expect([key, hasVariants(key), hasVariants(`/images/${key}`), matchesVariantEventFilter(key)]).toEqual([key, true, true, true]);
      }
    }
    expect(variantPrefixes).toEqual(['products/', 'categories/', 'avatars/']);
  });

  test('It should leave seeded SVG art, variants, other depths and other prefixes alone', () => {
    const others = [
      'categories/c1/cover.svg',
      'products/p1/gallery-2.svg',
      'categories/abc.w320.webp',
      'avatars/u1/me.w1024.avif',
      'avatars/me.jpg',
      'avatars/u1/deeper/me.jpg',
      'categories/c1/cover.jpg',
      'uploads/x.jpg',
      'categories/abc.svg',
    ];
    expect(others.filter(hasVariants)).toEqual([]);
    // S3's filter is coarser (a prefix and a suffix): what it lets through, the service skips by `hasVariants`.
    expect(others.filter(matchesVariantEventFilter)).toEqual(['categories/abc.w320.webp', 'avatars/me.jpg', 'avatars/u1/deeper/me.jpg', 'categories/c1/cover.jpg']);
    expect(variantEventFilters()).toHaveLength(12);
  });
});

describe('Resizing an upload', () => {
  test('It should make AVIF and WebP at three widths, never wider than the original, each smaller than the JPEG', async () => {
    const original = await photo(1100, 200);
    const variants = await resizeImage(original);

    expect(variants.map((variant) => `${variant.width} ${variant.format}`)).toEqual(['320 avif', '320 webp', '640 avif', '640 webp', '1024 avif', '1024 webp']);
    for (const variant of variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(variant.body.length).toBeLessThan(original.length);
    }
    const small = await resizeImage(await photo(200, 100));
    for (const variant of small) expect((await sharp(variant.body).metadata()).width).toBe(200);
  });
});

describe('Creating the variants of a stored image', () => {
  test('It should write six variants next to an uploaded product photo, and nothing for a variant, another prefix or a non-image', async () => {
    const objects = new Map([
      ['products/abc.jpg', { body: await photo(400, 150), contentType: 'image/jpeg' }],
      ['products/notes.png', { body: Buffer.from('hello'), contentType: 'text/plain' }],
      ['uploads/u1/me.jpg', { body: await photo(100, 100), contentType: 'image/jpeg' }],
    ]);
    const s3 = memoryS3(objects);

    const written = await createImageVariants(s3, 'images', 'products/abc.jpg');

    expect(written.sort()).toEqual(
      ['320', '640', '1024'].flatMap((width) => [`products/abc.w${width}.avif`, `products/abc.w${width}.webp`]).sort(),
    );
    expect(objects.get('products/abc.w640.avif')?.contentType).toBe('image/avif');
    expect(await createImageVariants(s3, 'images', 'products/abc.w640.avif')).toEqual([]);
    expect(await createImageVariants(s3, 'images', 'products/notes.png')).toEqual([]);
    expect(await createImageVariants(s3, 'images', 'uploads/u1/me.jpg')).toEqual([]);
    expect(objects.size).toBe(9);
  });

  test('It should write the variants of a category cover and of an avatar next to each', async () => {
    const objects = new Map([
      ['categories/c9.png', { body: await photo(360, 360), contentType: 'image/png' }],
      ['avatars/u1/me.webp', { body: await photo(300, 300), contentType: 'image/webp' }],
    ]);
    const s3 = memoryS3(objects);

    expect((await createImageVariants(s3, 'images', 'categories/c9.png')).sort()).toEqual(variantKeys('categories/c9.png').sort());
    expect((await createImageVariants(s3, 'images', 'avatars/u1/me.webp')).sort()).toEqual(variantKeys('avatars/u1/me.webp').sort());
    const avatar = objects.get('avatars/u1/me.w1024.avif');
    expect([avatar?.contentType, (await sharp(avatar?.body).metadata()).width]).toEqual(['image/avif', 300]);
    expect(objects.size).toBe(14);
  });
});
