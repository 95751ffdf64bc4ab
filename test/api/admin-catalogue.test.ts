import { randomUUID } from 'node:crypto';
import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import type { Category, DeletedCategory } from '../../functions/src/shop/category/contract';
import type { UploadUrl } from '../../functions/src/shop/media/contract';
import type { AddProductBody, Product } from '../../functions/src/shop/product/contract';
import { asAdmin, auditEntriesFor, counterValue } from '../support/admin';
import { editStored, storedItems } from '../support/orders';
import { fetchAllProducts, fetchCategories } from '../support/storefront';

function productImage(): string {
  return `products/${randomUUID()}.jpg`;
}

function productBody(category: string, extra: Partial<AddProductBody> = {}): AddProductBody {
  const cover = productImage();
  return { name: `Agbada ${randomUUID().slice(0, 6)}`, description: 'Hand-embroidered agbada', amount: 45_000_00, category, coverImageKey: cover, imageKeys: [cover, productImage()], ...extra };
}

/** Every category a test adds; removed (with any products left in it) after the file, so the seeded catalogue other tests read stays as seeded. */
const addedCategories: string[] = [];

async function addCategory(label: string): Promise<Category> {
  const answer = await asAdmin<Category>('/admin/category/add-category', {
    body: { name: `${label} ${randomUUID().slice(0, 6)}`, imageKey: `categories/${randomUUID()}.png`, description: 'Test category' },
  });
  if (answer.status !== 201 || !answer.body.data) throw new Error(`add-category answered ${answer.status}: ${answer.body.message}`);
  addedCategories.push(answer.body.data.id);
  return answer.body.data;
}

async function addProduct(body: AddProductBody): Promise<Product> {
  const answer = await asAdmin<Product>('/admin/product/add-product', { body });
  if (answer.status !== 201 || !answer.body.data) throw new Error(`add-product answered ${answer.status}: ${answer.body.message}`);
  return answer.body.data;
}

async function countOf(categoryId: string): Promise<number | undefined> {
  return (await fetchCategories()).find((category) => category.id === categoryId)?.productCount;
}

describe('the back office catalogue', () => {
  afterAll(async () => {
    for (const id of addedCategories) await asAdmin('/admin/category/delete-category', { body: { id } });
  }, 60_000);

  test("It should answer SPEC's product form messages in SPEC's order, and add nothing", async () => {
    const before = await counterValue('products');
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'enter product name'],
      [{ name: 'Buba' }, 'enter product description'],
      [{ name: 'Buba', description: 'Loose top', amount: '' }, 'enter amount'],
      [{ name: 'Buba', description: 'Loose top', amount: 'ten naira' }, 'enter amount'],
      [{ name: 'Buba', description: 'Loose top', amount: 1500_00 }, 'select category'],
      [{ name: 'Buba', description: 'Loose top', amount: 1500_00, category: 'Kaftan' }, 'select featured image'],
      [{ name: 'Buba', description: 'Loose top', amount: 1500_00, category: 'Kaftan', coverImageKey: 'https://evil.example/x.jpg' }, 'select featured image'],
      [{ name: 'Buba', description: 'Loose top', amount: 1500_00, category: 'Kaftan', coverImageKey: productImage(), imageKeys: [] }, 'select images'],
    ];
    for (const [body, message] of steps) {
      const answer = await asAdmin('/admin/product/add-product', { body });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await counterValue('products')).toBe(before);
  });

  test("It should answer SPEC's category form messages, and refuse a taken name", async () => {
    expect((await asAdmin('/admin/category/add-category', { body: { imageKey: `categories/${randomUUID()}.png` } })).body.message).toBe('enter category name');
    expect((await asAdmin('/admin/category/add-category', { body: { name: 'Wrappers' } })).body.message).toBe('add cover image');
    const taken = await addCategory('Taken');
    const again = await asAdmin('/admin/category/add-category', { body: { name: taken.name.toUpperCase(), imageKey: `categories/${randomUUID()}.png` } });
    expect(again.status).toBe(409);
  });

  test('It should hand out a presigned POST for images only, under the catalogue prefixes', async () => {
    const post = await asAdmin<UploadUrl>('/admin/media/upload-url', { body: { kind: 'product', contentType: 'image/png', size: 2048 } });
    expect(post.status).toBe(200);
    expect(post.body.data?.key).toMatch(/^products\/[A-Za-z0-9-]+\.png$/);
    expect(post.body.data?.fields['Content-Type']).toBe('image/png');
    expect(post.body.data?.fields.Policy ?? post.body.data?.fields.policy).toEqual(expect.any(String));
    const cover = await asAdmin<UploadUrl>('/admin/media/upload-url', { body: { kind: 'category', contentType: 'image/jpeg', size: 2048 } });
    expect(cover.body.data?.key).toMatch(/^categories\//);
    expect((await asAdmin('/admin/media/upload-url', { body: { kind: 'product', contentType: 'image/svg+xml', size: 10 } })).status).toBe(400);
    expect((await asAdmin('/admin/media/upload-url', { body: { kind: 'product', contentType: 'image/png', size: 50 * 1024 * 1024 } })).status).toBe(400);
  });

  test('It should keep category and product counts right through add, edit with a category change, and delete, auditing each', async () => {
    const [first, second] = [await addCategory('Aso oke'), await addCategory('Ankara')];
    const productsBefore = await counterValue('products');
    const added = await addProduct(productBody(first.name, { topProduct: true }));
    expect(added).toMatchObject({ amount: 45_000_00, category: first.name, topProduct: true });
    expect(await countOf(first.id)).toBe(1);
    expect(await counterValue('products')).toBe(productsBefore + 1);
    expect((await fetchAllProducts(`?category=${encodeURIComponent(first.name)}`)).map((product) => product.id)).toEqual([added.id]);

    const edited = await asAdmin<Product>('/admin/product/update-product', { body: { ...productBody(second.name), id: added.id, name: 'Renamed agbada', amount: 50_000_00 } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: added.id, name: 'Renamed agbada', amount: 50_000_00, category: second.name, created_at: added.created_at });
    expect([await countOf(first.id), await countOf(second.id)]).toEqual([0, 1]);
    expect(await fetchAllProducts(`?category=${encodeURIComponent(first.name)}`)).toEqual([]);
    expect((await fetchAllProducts(`?category=${encodeURIComponent(second.name)}`)).map((product) => product.name)).toEqual(['Renamed agbada']);

    const sameCategory = await asAdmin<Product>('/admin/product/update-product', { body: { ...productBody(second.name), id: added.id } });
    expect(sameCategory.status).toBe(200);
    expect(await countOf(second.id)).toBe(1);
    expect((await asAdmin('/admin/product/update-product', { body: { ...productBody('No such category'), id: added.id } })).body.message).toBe('select category');

    const removed = await asAdmin('/admin/product/delete-product', { body: { id: added.id } });
    expect(removed.status).toBe(200);
    expect(await countOf(second.id)).toBe(0);
    expect(await counterValue('products')).toBe(productsBefore);
    expect((await asAdmin('/admin/product/delete-product', { body: { id: added.id } })).status).toBe(404);
    expect(await counterValue('products')).toBe(productsBefore);

    const audit: AuditLogEntry[] = await auditEntriesFor('product', added.id);
    expect(audit.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'add']);
    expect(audit[3]?.after).toContain(`category: ${first.name}`);
    expect(audit[2]?.before).toContain(`category: ${first.name}`);
    expect(audit[2]?.after).toContain(`category: ${second.name}`);
    expect(audit.every((entry) => !entry.after.includes('Hand-embroidered'))).toBe(true);
  });

  test('It should edit a category, and refuse renaming one that holds products', async () => {
    const category = await addCategory('Lace');
    const renamed = await asAdmin<Category>('/admin/category/update-category', {
      body: { id: category.id, name: `${category.name} fine`, imageKey: `categories/${randomUUID()}.webp`, description: 'Fine lace' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: `${category.name} fine`, description: 'Fine lace' });
    await addProduct(productBody(`${category.name} fine`));
    const refused = await asAdmin('/admin/category/update-category', { body: { id: category.id, name: 'Other lace', imageKey: `categories/${randomUUID()}.webp` } });
    expect(refused.status).toBe(409);
    expect((await auditEntriesFor('category', category.id)).map((entry) => entry.action)).toEqual(['update', 'add']);
  });

  test('It should delete a category with 250 products completely: no orphans, counters right, audited', async () => {
    const category = await addCategory('Bulk');
    const productsBefore = await counterValue('products');
    for (let start = 0; start < 250; start += 10) {
      await Promise.all(Array.from({ length: 10 }, () => addProduct(productBody(category.name))));
    }
    expect(await countOf(category.id)).toBe(250);
    expect(await counterValue('products')).toBe(productsBefore + 250);

    const deleted = await asAdmin<DeletedCategory>('/admin/category/delete-category', { body: { id: category.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: category.id, productsDeleted: 250 });
    expect(await countOf(category.id)).toBeUndefined();
    expect(await counterValue('products')).toBe(productsBefore);
    expect(await storedItems('product', 'category', category.name)).toEqual([]);
    expect(await storedItems('category', 'id', category.id)).toEqual([]);
    expect((await auditEntriesFor('category', category.id)).map((entry) => entry.action)).toEqual(['delete', 'add']);
    expect((await asAdmin('/admin/category/delete-category', { body: { id: category.id } })).status).toBe(404);
  }, 180_000);

  test('It should hide a category whose delete was interrupted, take no products into it, and finish on the next delete', async () => {
    const category = await addCategory('Interrupted');
    for (let i = 0; i < 3; i += 1) await addProduct(productBody(category.name));
    await editStored('category', 'id', category.id, { deletingSince: new Date().toISOString() });
    expect(await countOf(category.id)).toBeUndefined();
    expect((await asAdmin('/admin/product/add-product', { body: productBody(category.name) })).status).toBe(400);
    const finished = await asAdmin<DeletedCategory>('/admin/category/delete-category', { body: { id: category.id } });
    expect(finished.body.data).toEqual({ id: category.id, productsDeleted: 3 });
    expect(await storedItems('product', 'category', category.name)).toEqual([]);
  });
});
