import { imageUploadConditions } from './upload-policy';
import { catalogUploadUrlBody, maxAvatarBytes } from './contract';

describe('the image upload policy', () => {
  test('It should make storage enforce the size limit and the one content type', () => {
    expect(imageUploadConditions('image/png', maxAvatarBytes)).toEqual([
      ['content-length-range', 1, maxAvatarBytes],
      ['eq', '$Content-Type', 'image/png'],
    ]);
  });

  test('It should refuse non-image types and oversize files before signing anything', () => {
    expect(catalogUploadUrlBody.safeParse({ kind: 'product', contentType: 'image/svg+xml', size: 10 }).success).toBe(false);
    expect(catalogUploadUrlBody.safeParse({ kind: 'product', contentType: 'text/html', size: 10 }).success).toBe(false);
    expect(catalogUploadUrlBody.safeParse({ kind: 'category', contentType: 'image/jpeg', size: maxAvatarBytes + 1 }).success).toBe(false);
    expect(catalogUploadUrlBody.safeParse({ kind: 'avatar', contentType: 'image/jpeg', size: 10 }).success).toBe(false);
    expect(catalogUploadUrlBody.safeParse({ kind: 'product', contentType: 'image/webp', size: 10 }).success).toBe(true);
  });
});
