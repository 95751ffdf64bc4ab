import sharp from 'sharp';
import type { UploadUrl } from '../../functions/src/shop/media/contract';
import { variantKeys } from '../../functions/src/shop/shared/image-variants-contract';
import { asAdmin } from '../support/admin';
import { shopUrl } from '../support/stack';

/** What the upload notification writes arrives a few seconds after the upload: poll the Shop's image URL. */
async function fetchWhenWritten(url: string, timeoutMs = 45_000): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url);
    if (response.status === 200 || Date.now() - started > timeoutMs) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('Image variants on the local stack', () => {
  test('It should serve AVIF and WebP variants of a photo uploaded through the presigned POST, next to the original', async () => {
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#6b2d5c' } }).png().toBuffer();
    const answer = await asAdmin<UploadUrl>('/admin/media/upload-url', { body: { kind: 'product', contentType: 'image/png', size: photo.length } });
    const target = answer.body.data;
    if (!target) throw new Error(`upload-url answered ${answer.status}`);

    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([photo], { type: 'image/png' }));
    expect((await fetch(target.url, { method: 'POST', body: form })).status).toBeLessThan(300);

    for (const url of variantKeys(target.publicUrl)) {
      const response = await fetchWhenWritten(`${shopUrl()}${url}`);
      expect([url, response.status, response.headers.get('content-type')]).toEqual([url, 200, url.endsWith('.avif') ? 'image/avif' : 'image/webp']);
      const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      // Never wider than the 800 px original.
      expect([url, width, format]).toEqual([url, Math.min(800, Number(/\.w(\d+)\./.exec(url)?.[1])), url.endsWith('.avif') ? 'heif' : 'webp']);
    }
  });
});
