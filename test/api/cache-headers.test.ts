import { api } from '../support/api-client';
import { payUrl, shopUrl } from '../support/stack';

/**
 * The local gateway sends the Cache-Control CloudFront's behaviours send (both read `infra/lib/cache-control.ts`;
 * `infra/lib/cache-control.test.ts` proves the distributions'): what a browser keeps, and for how long.
 */
const year = 'public, max-age=31536000, immutable';

async function cacheControl(url: string, init: RequestInit = {}): Promise<string | null> {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return response.headers.get('cache-control');
}

/** The first `/assets/…` file an `index.html` names. */
async function firstAsset(origin: string, page: string): Promise<string> {
  const html = await (await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })).text();
  const asset = /(?:src|href)="((?:\/dashboard)?\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!asset) throw new Error(`${page} names no hashed asset`);
  return asset;
}

describe('Cache headers on the local stack', () => {
  test("It should let browsers keep the Shop's hashed files and images for a year, and revalidate index.html and /config.json", async () => {
    const products = await api<{ coverImage: string }[]>('/product/fetch-all-products?limit=1');
    const image = products.body.data?.[0]?.coverImage;
    if (!image) throw new Error('no seeded product image');

    expect(await cacheControl(`${shopUrl()}/`, { headers: { accept: 'text/html' } })).toBe('no-cache');
    expect(await cacheControl(`${shopUrl()}/products/all`, { headers: { accept: 'text/html' } })).toBe('no-cache');
    expect(await cacheControl(`${shopUrl()}/config.json`)).toBe('no-cache');
    expect(await cacheControl(`${shopUrl()}${await firstAsset(shopUrl(), '/')}`)).toBe(year);
    expect(await cacheControl(`${shopUrl()}${image}`)).toBe(year);
  });

  test("It should give Pay's script a short life with stale-while-revalidate, and its dashboard the Shop's rules", async () => {
    expect(await cacheControl(`${payUrl()}/v1/inline.js`)).toMatch(/^public, max-age=([1-9]\d{1,2}), stale-while-revalidate=\d+$/);
    expect(await cacheControl(`${payUrl()}/popup/checkout.js`)).toBe('no-cache');
    expect(await cacheControl(`${payUrl()}/dashboard`, { headers: { accept: 'text/html' } })).toBe('no-cache');
    expect(await cacheControl(`${payUrl()}${await firstAsset(payUrl(), '/dashboard')}`)).toBe(year);
  });
});
