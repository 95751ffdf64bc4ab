import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Category } from '../../functions/src/shop/category/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { ShopSettings } from '../../functions/src/shop/setting/contract';
import { api } from '../support/api-client';
import { shopUrl, testStack } from '../support/stack';

async function allProducts(query = ''): Promise<Product[]> {
  const items: Product[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const separator = query ? '&' : '';
    const response = await api<Product[]>(
      `/product/fetch-all-products?${query}${separator}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status).toBe(200);
    const page = response.body.data ?? [];
    if (response.body.next) expect(page).toHaveLength(7);
    items.push(...page);
    cursor = response.body.next;
    pages += 1;
  } while (cursor && pages < 50);
  return items;
}

/** Counts what is really stored, straight from DynamoDB Local (a test-only scan, never a request path). */
async function storedProductCount(): Promise<number> {
  const state = testStack();
  const client = new DynamoDBClient({
    region: state.region,
    endpoint: state.endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let count = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const output = await client.send(
      new ScanCommand({
        TableName: state.tables.shop,
        FilterExpression: '#e = :product',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':product': { S: 'product' } },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += output.Count ?? 0;
    start = output.LastEvaluatedKey;
  } while (start);
  return count;
}

describe('catalog API', () => {
  test('It should report health', async () => {
    const response = await api('/health');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(1);
  });

  test('It should list the seeded categories with product counts that match their products', async () => {
    const response = await api<Category[]>('/category/fetch-all-categories');
    const categories = response.body.data ?? [];
    expect(response.status).toBe(200);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category).toEqual(
        expect.objectContaining({ id: expect.any(String), name: expect.any(String), description: expect.any(String), created_at: expect.any(String) }),
      );
      expect(category.image).toMatch(/^\/images\//);
      const products = await allProducts(`category=${encodeURIComponent(category.name)}`);
      expect(products.every((product) => product.category === category.name)).toBe(true);
      expect(category.productCount).toBe(products.length);
    }
  });

  test('It should page through every product once, newest first, with no empty page that has next', async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    const dates = products.map((product) => product.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(products.length).toBe(await storedProductCount());
  });

  test('It should return products with the fields of the spec and images on the shop origin', async () => {
    const response = await api<Product[]>('/product/fetch-all-products?limit=3');
    for (const product of response.body.data ?? []) {
      expect(Number.isInteger(product.amount)).toBe(true);
      expect(product.coverImage).toMatch(/^\/images\//);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(typeof product.topProduct).toBe('boolean');
      expect(JSON.stringify(product)).not.toMatch(/localhost:\d+|127\.0\.0\.1/);
    }
  });

  test('It should serve product images with an image content type', async () => {
    const response = await api<Product[]>('/product/fetch-all-products?limit=1');
    const product = response.body.data?.[0];
    expect(product).toBeDefined();
    for (const url of [product?.coverImage, product?.images[0]]) {
      const image = await fetch(`${shopUrl()}${url ?? ''}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  test('It should match categories case-insensitively', async () => {
    const categories = (await api<Category[]>('/category/fetch-all-categories')).body.data ?? [];
    const name = categories[0]?.name ?? '';
    const lower = await allProducts(`category=${encodeURIComponent(name.toLowerCase())}`);
    const upper = await allProducts(`category=${encodeURIComponent(name.toUpperCase())}`);
    expect(lower.length).toBeGreaterThan(0);
    expect(upper.map((product) => product.id)).toEqual(lower.map((product) => product.id));
    const unknown = await api<Product[]>('/product/fetch-all-products?category=no-such-category');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
  });

  test('It should return only top products for top=1', async () => {
    const top = await allProducts('top=1');
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((product) => product.topProduct)).toBe(true);
    const all = await allProducts();
    expect(top.length).toBe(all.filter((product) => product.topProduct).length);
  });

  test('It should search the start of every word of names and categories, case-insensitively, each product once, filling each page', async () => {
    const all = await allProducts();
    const wordsOf = (product: Product) => `${product.name} ${product.category}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const categoryName = all[0]?.category ?? '';
    const nameWord = all[1]?.name.split(' ').slice(-1)[0] ?? '';
    for (const term of [categoryName.slice(0, 3).toUpperCase(), nameWord.slice(0, 4), 'a']) {
      const found = await allProducts(`q=${encodeURIComponent(term)}`);
      const expected = all.filter((product) => wordsOf(product).some((word) => word.startsWith(term.toLowerCase())));
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort());
    }
    // Every word must match the start of one of the product's words; inside a word is no match.
    const twoWords = `${nameWord.slice(0, 3)} ${categoryName.slice(0, 2)}`;
    const both = all.filter((product) => twoWords.toLowerCase().split(' ').every((term) => wordsOf(product).some((word) => word.startsWith(term))));
    expect((await allProducts(`q=${encodeURIComponent(twoWords)}`)).map((product) => product.id).sort()).toEqual(both.map((product) => product.id).sort());
    const inside = categoryName.slice(1, 4);
    const insideOnly = all.filter((product) => wordsOf(product).some((word) => word.startsWith(inside.toLowerCase())));
    expect((await allProducts(`q=${encodeURIComponent(inside)}`)).length).toBe(insideOnly.length);
    const none = await api<Product[]>('/product/fetch-all-products?q=zzzz-nothing-matches');
    expect(none.body.data).toEqual([]);
    expect(none.body.next).toBeUndefined();
  });

  test('It should sort by price across the whole catalog and within a category', async () => {
    const ascending = await allProducts('sort=price_asc');
    const amounts = ascending.map((product) => product.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(ascending.length).toBe((await allProducts()).length);
    const descending = await allProducts(`sort=price_desc&category=${encodeURIComponent(ascending[0]?.category ?? '')}`);
    const inCategory = descending.map((product) => product.amount);
    expect(inCategory).toEqual([...inCategory].sort((a, b) => b - a));
  });

  test('It should fetch one product and answer 404 for any unknown id', async () => {
    const first = (await api<Product[]>('/product/fetch-all-products?limit=1')).body.data?.[0];
    const one = await api<Product>(`/product/${first?.id ?? ''}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', 'x'.repeat(500), '%F0%9F%91%97']) {
      const missing = await api(`/product/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toMatch(/could not find that product/i);
    }
  });

  test('It should refresh cart lines with one batch call, leaving out deleted products', async () => {
    const products = (await api<Product[]>('/product/fetch-all-products?limit=3')).body.data ?? [];
    const ids = products.map((product) => product.id);
    const response = await api<Product[]>('/product/fetch-products-by-ids', { body: { ids: [...ids, 'gone-product'] } });
    expect(response.status).toBe(200);
    expect(response.body.data?.map((product) => product.id)).toEqual(ids);
  });

  test('It should answer ids that differ only in case (one key in the table) without a server error', async () => {
    const [product] = (await api<Product[]>('/product/fetch-all-products?limit=1')).body.data ?? [];
    if (!product) throw new Error('the seeded catalog has no product');
    const response = await api<Product[]>('/product/fetch-products-by-ids', { body: { ids: [product.id, product.id.toUpperCase(), 'y', 'Y'] } });
    expect(response.status).toBe(200);
    expect(response.body.data?.map((item) => item.id)).toEqual([product.id]);
  });

  test('It should serve the shop settings with the delivery fee in kobo', async () => {
    const response = await api<ShopSettings>('/setting/fetch-shop-settings');
    expect(response.status).toBe(200);
    expect(response.body.data?.deliveryFee).toBe(10000);
    expect(response.body.data?.pickupAddress.city).toBe('Port Harcourt');
  });

  test.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
    ['sort=cheapest', 'sort must be one of newest, price_asc, price_desc'],
    ['top=yes', 'top must be 1 or 0'],
    ['cursor=forged', 'Invalid cursor'],
    [`q=${'a'.repeat(81)}`, 'q must be at most 80 characters'],
  ])('It should refuse %s with a clear 400', async (query, message) => {
    const response = await api(`/product/fetch-all-products?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(0);
    expect(response.body.message).toContain(message);
    expect(response.body.errors?.length).toBeGreaterThan(0);
  });

  test('It should refuse a cursor from another listing', async () => {
    const page = await api<Product[]>('/product/fetch-all-products?limit=2');
    const response = await api(`/product/fetch-all-products?limit=2&sort=price_asc&cursor=${encodeURIComponent(page.body.next ?? '')}`);
    expect(response.status).toBe(400);
  });

  test.each([
    ['malformed JSON', '{"ids": [', 'The request body is not valid JSON'],
    ['an empty list', { ids: [] }, 'ids must name at least one product'],
    ['a non-list', { ids: 'abc' }, 'ids must be a list of product ids'],
    ['no body', '', 'body'],
  ])('It should refuse %s on the batch route with a clear 400', async (_name, body, message) => {
    const response = await api('/product/fetch-products-by-ids', { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });
});
