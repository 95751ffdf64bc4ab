import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { logger } from '../../lib/http/logger';
import { variantKeys } from './image-variants-contract';
import { deleteImages, productImageKeys } from './image-store';
import { imageUrl, ownAvatarKey } from './image-url';

describe('deleting catalogue images', () => {
  const send = jest.spyOn(S3Client.prototype, 'send');
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);

  beforeEach(() => {
    process.env.IMAGES_BUCKET = 'images';
    send.mockReset();
    warn.mockClear();
  });

  afterAll(() => {
    delete process.env.IMAGES_BUCKET;
  });

  test('It should delete each distinct key once from the images bucket, with the variants of each uploaded photo', async () => {
    send.mockImplementation(async () => ({}));
    await deleteImages(productImageKeys({ coverImageKey: 'products/a.png', imageKeys: ['products/a.png', 'products/b.svg'] }));
    const deleted = send.mock.calls.map(([command]) => (command instanceof DeleteObjectCommand ? [command.input.Bucket, command.input.Key] : undefined));
    expect(deleted).toEqual(
      [
        'products/a.png',
        'products/a.w320.avif',
        'products/a.w320.webp',
        'products/a.w640.avif',
        'products/a.w640.webp',
        'products/a.w1024.avif',
        'products/a.w1024.webp',
        'products/b.svg',
      ].map((key) => ['images', key]),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  test('It should delete a category cover and an avatar with their variants, and seeded SVG art alone', async () => {
    send.mockImplementation(async () => ({}));
    await deleteImages(['categories/c1.jpg', 'avatars/u1/me.webp', 'categories/c2/cover.svg']);
    const deleted = send.mock.calls.map(([command]) => (command instanceof DeleteObjectCommand ? command.input.Key : undefined));
    expect(deleted).toEqual(['categories/c1.jpg', ...variantKeys('categories/c1.jpg'), 'avatars/u1/me.webp', ...variantKeys('avatars/u1/me.webp'), 'categories/c2/cover.svg']);
  });

  test('It should not fail when storage refuses, logging the keys and the reason only', async () => {
    const refusal = Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { requestId: 'r1' }, Authorization: 'AWS4-HMAC-SHA256 Credential=SECRET' });
    send.mockImplementation(async (command) => {
      if (command instanceof DeleteObjectCommand && command.input.Key === 'products/b.png') throw refusal;
      return {};
    });
    await expect(deleteImages(['products/a.png', 'products/b.png'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Some images could not be deleted from storage', { failed: [{ key: 'products/b.png', reason: 'AccessDenied: Access Denied' }] });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRET');
  });

  test('It should leave storage alone, with a warning, where no bucket is configured', async () => {
    delete process.env.IMAGES_BUCKET;
    await deleteImages(['products/a.png']);
    expect(send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('image URLs and keys', () => {
  test("It should name the key of a customer's own avatar only", () => {
    expect(ownAvatarKey('u1', '/images/avatars/u1/a.png')).toBe('avatars/u1/a.png');
    expect(ownAvatarKey('u 1', imageUrl('avatars/u 1/a.png'))).toBe('avatars/u 1/a.png');
    expect(['', '/images/avatars/u2/a.png', '/images/avatars/u1/', '/images/avatars/u1/x/a.png', '/images/products/a.png', '/images/avatars/u1/a%2Fb.png'].map((url) => ownAvatarKey('u1', url))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
