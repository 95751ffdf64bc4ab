import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Category } from '../../functions/src/shop/category/contract';
import type { UploadUrl } from '../../functions/src/shop/media/contract';
import { variantKey, variantKeys, variantSrcSet } from '../../functions/src/shop/shared/image-variants-contract';
import { asAdmin } from '../support/admin';
import { fetchWhenWritten, uploadThrough } from '../support/images';
import { shopUrl } from '../support/stack';
import { fetchCategories, fetchAllProducts, openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { desktop, phone } from '../support/viewports';

/** Foundation journey: the home page shows the seeded catalog, and axe finds nothing serious. */
describe('home page', () => {
  const shop = useStorefront(desktop);

  test('It should show every seeded category as a tile linking to its product grid', async () => {
    const categories = await fetchCategories();
    expect(categories.length).toBeGreaterThanOrEqual(6);

    await shop.page.goto('/');
    const tiles = shop.page.getByRole('list', { name: 'Categories' });
    await tiles.waitFor();

    for (const category of categories) {
      const link = tiles.getByRole('link', { name: category.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/products/${encodeURIComponent(category.name)}`);
    }
  });

  test("It should offer an uploaded category cover's AVIF/WebP copies on its tile, sized for the tile", async () => {
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3b6b2d' } }).jpeg().toBuffer();
    const target = (await asAdmin<UploadUrl>('/admin/media/upload-url', { body: { kind: 'category', contentType: 'image/jpeg', size: photo.length } })).body.data;
    if (!target) throw new Error('no upload URL');
    await uploadThrough(target, photo, 'image/jpeg');
    const name = `Tiles ${randomUUID().slice(0, 6)}`;
    const category = (await asAdmin<Category>('/admin/category/add-category', { body: { name, imageKey: target.key, description: 'Cover copies' } })).body.data;
    if (!category) throw new Error('no category');
    try {
      for (const variant of variantKeys(category.image)) {
        const response = await fetchWhenWritten(`${shopUrl()}${variant}`);
        await response.arrayBuffer();
        expect([variant, response.status]).toEqual([variant, 200]);
      }
      await shop.page.goto('/');
      const link = shop.page.getByRole('list', { name: 'Categories' }).getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const sources = await link.locator('picture > source').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('type'), node.getAttribute('srcset'), node.getAttribute('sizes')]));
      const sizes = '(min-width: 1216px) 116px, (min-width: 256px) 164px, calc(100vw - 2rem)';
      expect(sources).toEqual([
        ['image/avif', variantSrcSet(category.image, 'avif'), sizes],
        ['image/webp', variantSrcSet(category.image, 'webp'), sizes],
      ]);
      // A 116 px tile on a 1280 px desktop: the 320 px AVIF.
      await link.locator('img').evaluate(
        (image: HTMLImageElement, expected) =>
          new Promise<void>((resolve, reject) => {
            const check = () => (image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).pathname === expected ? resolve() : undefined);
            check();
            image.addEventListener('load', check);
            setTimeout(() => reject(new Error(`tile shows ${image.currentSrc}`)), 10_000);
          }),
        variantKey(category.image, 320, 'avif'),
      );
    } finally {
      await asAdmin('/admin/category/delete-category', { body: { id: category.id } });
    }
  });

  test('It should show the top products, and only those', async () => {
    const top = await fetchAllProducts('?top=1&limit=8');
    expect(top.length).toBeGreaterThan(0);

    await shop.page.goto('/');
    const grid = shop.page.getByRole('list', { name: 'Top products' });
    await grid.waitFor();

    const names = await grid.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(top.map((product) => product.name));
  });

  test("It should load no back-office code for a shopper: the network log of '/' and a category holds no admin or chart chunk", async () => {
    const scripts: string[] = [];
    shop.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shop.page.goto('/', { waitUntil: 'networkidle' });
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();
    const [category] = await fetchCategories();
    await shop.page.goto(`/products/${encodeURIComponent(category?.name ?? 'all')}`, { waitUntil: 'networkidle' });
    expect(scripts.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /admin|sales-plot|uplot/i.test(path))).toEqual([]);
  });

  test('It should carry the home sections, a title and a See All link', async () => {
    await shop.page.goto('/');
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();

    expect(await shop.page.title()).toMatch(/^Aso/);
    // The shipping tile names the shop's real delivery rule (general settings): free from an amount, or by state.
    for (const heading of ['Satisfaction guaranteed', 'Daily new arrivals', 'Member discounts', /^(Delivery across Nigeria|Free delivery from)/, 'How it works', 'About us']) {
      await shop.page.getByRole('heading', { name: heading }).waitFor();
    }
    await shop.page.getByText(/founded in 2006/i).waitFor();
    await shop.page.getByRole('heading', { name: /50% off your first three orders/ }).waitFor();
    expect(await shop.page.getByRole('link', { name: 'See All products' }).first().getAttribute('href')).toBe('/products/all');
  });

  test('It should have no serious or critical axe violation at desktop and phone widths', async () => {
    await shop.page.goto('/');
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();
    expect(await seriousViolations(shop.page)).toEqual([]);

    const small = await openStorefront(phone, shop.browser);
    try {
      await small.page.goto('/');
      await small.page.getByRole('list', { name: 'Top products' }).waitFor();
      expect(await seriousViolations(small.page)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
