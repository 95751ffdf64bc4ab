import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Category } from '../../functions/src/shop/category/contract';
import type { UploadUrl } from '../../functions/src/shop/media/contract';
import { variantKeys } from '../../functions/src/shop/shared/image-variants-contract';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { registerCustomer } from '../support/accounts';
import { asAdmin } from '../support/admin';
import { api } from '../support/api-client';
import { fetchWhenWritten, storedImages, uploadThrough } from '../support/images';
import { shopUrl } from '../support/stack';
import { fetchCategories } from '../support/storefront';

/** Every variant of the image at `url` (a Shop image URL), served: the page's `srcset` names exactly these. */
async function expectVariantsServed(url: string): Promise<void> {
  for (const variant of variantKeys(url)) {
    const response = await fetchWhenWritten(`${shopUrl()}${variant}`);
    expect([variant, response.status, response.headers.get('content-type')]).toEqual([variant, 200, variant.endsWith('.avif') ? 'image/avif' : 'image/webp']);
    await response.arrayBuffer();
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

  test('It should give a category cover its variants, and delete the old cover with its variants when it is replaced and the new one when the category goes', async () => {
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2d6b4f' } }).jpeg().toBuffer();
    async function uploadCover(): Promise<UploadUrl> {
      const answer = await asAdmin<UploadUrl>('/admin/media/upload-url', { body: { kind: 'category', contentType: 'image/jpeg', size: photo.length } });
      if (!answer.body.data) throw new Error(`upload-url answered ${answer.status}`);
      await uploadThrough(answer.body.data, photo, 'image/jpeg');
      return answer.body.data;
    }
    const first = await uploadCover();
    expect(first.key).toMatch(/^categories\/[^/]+\.jpg$/);
    const added = await asAdmin<Category>('/admin/category/add-category', { body: { name: `Covers ${randomUUID().slice(0, 6)}`, imageKey: first.key, description: 'Variants test' } });
    const category = added.body.data;
    if (!category) throw new Error(`add-category answered ${added.status}`);
    try {
      // What the home page's tile offers in its srcset: the variants next to the cover the API hands out.
      const listed = (await fetchCategories()).find((item) => item.id === category.id);
      expect(listed?.image).toBe(first.publicUrl);
      await expectVariantsServed(first.publicUrl);

      const second = await uploadCover();
      await expectVariantsServed(second.publicUrl);
      const updated = await asAdmin<Category>('/admin/category/update-category', { body: { id: category.id, name: category.name, imageKey: second.key, description: 'Variants test' } });
      expect(updated.status).toBe(200);
      const firstKeys = [first.key, ...variantKeys(first.key)];
      expect(await storedImages(firstKeys)).toEqual([]);
      const secondKeys = [second.key, ...variantKeys(second.key)];
      expect(await storedImages(secondKeys)).toEqual(secondKeys);

      expect((await asAdmin('/admin/category/delete-category', { body: { id: category.id } })).status).toBe(200);
      expect(await storedImages(secondKeys)).toEqual([]);
    } finally {
      await asAdmin('/admin/category/delete-category', { body: { id: category.id } });
    }
  });

  test('It should give an avatar its variants, delete the old avatar with its variants when it is replaced, and the last one with the account', async () => {
    const customer = await registerCustomer('avatar-variants');
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#6b4f2d' } }).webp().toBuffer();
    async function newAvatar(): Promise<UploadUrl> {
      const answer = await api<UploadUrl>('/media/upload-url', { token: customer.token, body: { kind: 'avatar', contentType: 'image/webp', size: photo.length } });
      if (!answer.body.data) throw new Error(`upload-url answered ${answer.status}`);
      await uploadThrough(answer.body.data, photo, 'image/webp');
      const saved = await api<UserMe>('/user/update-profile', { token: customer.token, body: { dp: answer.body.data.publicUrl } });
      expect(saved.body.data?.userPublicData.dp).toBe(answer.body.data.publicUrl);
      return answer.body.data;
    }
    const first = await newAvatar();
    await expectVariantsServed(first.publicUrl);
    const firstKeys = [first.key, ...variantKeys(first.key)];
    expect(await storedImages(firstKeys)).toEqual(firstKeys);

    const second = await newAvatar();
    await expectVariantsServed(second.publicUrl);
    expect(await storedImages(firstKeys)).toEqual([]);

    const gone = await api('/user/delete-account', { token: customer.token, cookies: [customer.refreshCookie], body: { password: customer.password } });
    expect(gone.status).toBe(200);
    expect(await storedImages([second.key, ...variantKeys(second.key)])).toEqual([]);
  });
});
