import { randomUUID } from 'node:crypto';
import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import type { Category, DeletedCategory } from '../../functions/src/shop/category/contract';
import type { UploadUrl } from '../../functions/src/shop/media/contract';
import type { AddProductBody, Product } from '../../functions/src/shop/product/contract';
import { variantKeys } from '../../functions/src/shop/shared/image-variants-contract';
import { asAdmin, auditEntriesFor, counterValue } from '../support/admin';
import { api } from '../support/api-client';
import { putImages, storedImages } from '../support/images';
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
    // In words: the amount in naira, the deleted product by the name it had, the admin by name.
    expect(audit[2]?.after).toContain('amount: ₦50,000.00');
    expect(audit[0]?.entityName).toMatch(/^Agbada /);
    expect(audit[2]?.entityName).toBe('Renamed agbada');
    expect(audit.every((entry) => entry.actorName === 'Shop Admin')).toBe(true);
    expect(audit.every((entry) => !entry.after.includes('Hand-embroidered'))).toBe(true);
  });

  test('It should rename a category that holds products: the storefront lists them under the new name, counts unchanged, audited', async () => {
    const category = await addCategory('Lace');
    const added = [await addProduct(productBody(category.name)), await addProduct(productBody(category.name)), await addProduct(productBody(category.name))];
    const productsBefore = await counterValue('products');
    const newName = `${category.name} fine`;
    const renamed = await asAdmin<Category>('/admin/category/update-category', { body: { id: category.id, name: newName, imageKey: `categories/${randomUUID()}.webp`, description: 'Fine lace' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: newName, description: 'Fine lace', productCount: 3 });
    const listed = await fetchAllProducts(`?category=${encodeURIComponent(newName)}`);
    expect(listed.map((product) => product.id).sort()).toEqual(added.map((product) => product.id).sort());
    expect(listed.every((product) => product.category === newName)).toBe(true);
    expect(await fetchAllProducts(`?category=${encodeURIComponent(category.name)}&sort=price_asc`)).toEqual([]);
    expect((await fetchAllProducts(`?category=${encodeURIComponent(newName)}&sort=price_asc`)).length).toBe(3);
    expect([await countOf(category.id), await counterValue('products')]).toEqual([3, productsBefore]);
    expect(await storedItems('product', 'category', category.name)).toEqual([]);
    expect((await auditEntriesFor('category', category.id)).map((entry) => entry.action)).toEqual(['rename-products', 'update', 'add']);

    // A rename cut short (a product left under the old name, the mark still set) is finished by the next save.
    const [left] = await storedItems('product', 'id', added[0]?.id ?? '');
    const oldKey = category.name.toLowerCase();
    const newKey = newName.toLowerCase();
    await editStored('product', 'id', added[0]?.id ?? '', {
      category: category.name,
      categoryKey: oldKey,
      gsi2pk: String(left?.gsi2pk).replace(newKey, oldKey),
      gsi5pk: String(left?.gsi5pk).replace(newKey, oldKey),
    });
    await editStored('category', 'id', category.id, { renamingFromKey: oldKey });
    expect((await fetchAllProducts(`?category=${encodeURIComponent(newName)}`)).length).toBe(2);
    const resumed = await asAdmin<Category>('/admin/category/update-category', { body: { id: category.id, name: newName, imageKey: `categories/${randomUUID()}.webp` } });
    expect(resumed.status).toBe(200);
    expect((await fetchAllProducts(`?category=${encodeURIComponent(newName)}`)).length).toBe(3);
    expect((await storedItems('category', 'id', category.id))[0]?.renamingFromKey).toBeUndefined();
    expect([await countOf(category.id), await counterValue('products')]).toEqual([3, productsBefore]);

    // Products of the renamed category still count right when deleted.
    expect((await asAdmin('/admin/product/delete-product', { body: { id: added[1]?.id } })).status).toBe(200);
    expect(await countOf(category.id)).toBe(2);
  });

  test('It should find products by the start of any word of their name or category, and follow every product and category write', async () => {
    const word = () => `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const [shared, renamedWord, categoryWord] = [word(), word(), word()];
    const category = await addCategory(`Search ${categoryWord}`);
    const ids = (products: Product[]) => products.map((product) => product.id);
    const search = (query: string, more = '') => fetchAllProducts(`?q=${encodeURIComponent(query)}${more}`);
    const older = await addProduct(productBody(category.name, { name: `Kaftan ${shared}`, amount: 50_000_00 }));
    const newer = await addProduct(productBody(category.name, { name: `Agbada ${shared}-${shared}ish`, amount: 20_000_00 }));

    // A prefix of a word, any case; a product with two matching words is listed once, under its first.
    expect(ids(await search(shared.slice(0, 8).toUpperCase()))).toEqual([newer.id, older.id]);
    expect(ids(await search(shared, '&sort=price_asc'))).toEqual([newer.id, older.id]);
    expect(ids(await search(shared, '&sort=price_desc'))).toEqual([older.id, newer.id]);
    expect(ids(await search(`kaft ${shared}`))).toEqual([older.id]);
    expect(ids(await search(categoryWord.slice(0, 6)))).toEqual([newer.id, older.id]);
    expect(ids(await search(shared, `&category=${encodeURIComponent(category.name)}&sort=price_asc`))).toEqual([newer.id, older.id]);
    expect(await search(shared, '&category=kaftan')).toEqual([]);
    expect(await search(shared.slice(1))).toEqual([]);
    // Paged one at a time: each match once.
    const first = await api<Product[]>(`/product/fetch-all-products?q=${shared}&limit=1`);
    expect(ids(first.body.data ?? [])).toEqual([newer.id]);
    const second = await api<Product[]>(`/product/fetch-all-products?q=${shared}&limit=1&cursor=${encodeURIComponent(first.body.next ?? '')}`);
    expect(ids(second.body.data ?? [])).toEqual([older.id]);
    expect(second.body.next).toBeUndefined();

    // An edit moves the product's words and price in the index.
    const edited = await asAdmin<Product>('/admin/product/update-product', {
      body: { ...productBody(category.name, { name: `Kaftan ${renamedWord}`, amount: 10_000_00 }), id: older.id },
    });
    expect(edited.status).toBe(200);
    expect(ids(await search(shared))).toEqual([newer.id]);
    expect(ids(await search(renamedWord))).toEqual([older.id]);
    expect(ids(await search(categoryWord, '&sort=price_asc'))).toEqual([older.id, newer.id]);

    // A category rename moves its products' category words.
    const newCategoryWord = word();
    const renamed = await asAdmin<Category>('/admin/category/update-category', {
      body: { id: category.id, name: `Search ${newCategoryWord}`, imageKey: `categories/${randomUUID()}.webp` },
    });
    expect(renamed.status).toBe(200);
    expect(await search(categoryWord)).toEqual([]);
    expect(ids(await search(newCategoryWord))).toEqual([newer.id, older.id]);

    // A delete takes the product's words with it.
    expect((await asAdmin('/admin/product/delete-product', { body: { id: newer.id } })).status).toBe(200);
    expect(await search(shared)).toEqual([]);
    expect(await storedItems('searchTerm', 'productId', newer.id)).toEqual([]);
    expect((await storedItems('searchTerm', 'productId', older.id)).map((item) => item.term).sort()).toEqual(['kaftan', newCategoryWord, renamedWord, 'search'].sort());
  });

  test('It should remove a deleted product\'s images from storage, and a deleted category\'s cover and products\' images', async () => {
    const category = await addCategory('Images');
    const product = await addProduct(productBody(category.name));
    const keys = [...new Set([product.coverImage, ...product.images].map((url) => url.replace(/^\/images\//, '')))];
    await putImages(keys);
    expect(await storedImages(keys)).toEqual(keys);
    expect((await asAdmin('/admin/product/delete-product', { body: { id: product.id } })).status).toBe(200);
    expect(await storedImages(keys)).toEqual([]);

    const inCategory = [await addProduct(productBody(category.name)), await addProduct(productBody(category.name))];
    const [stored] = await storedItems('category', 'id', category.id);
    const categoryKeys = [String(stored?.imageKey), ...inCategory.flatMap((item) => [item.coverImage, ...item.images].map((url) => url.replace(/^\/images\//, '')))];
    await putImages(categoryKeys);
    const kept = productImage();
    await putImages([kept]);
    expect((await asAdmin('/admin/category/delete-category', { body: { id: category.id } })).status).toBe(200);
    expect(await storedImages(categoryKeys)).toEqual([]);
    expect(await storedImages([kept])).toEqual([kept]);
  });

  test('It should remove the photos an edit drops, with their AVIF and WebP copies, and keep those the product still shows', async () => {
    const category = await addCategory('Edited images');
    const [first, gallery] = [productImage(), productImage()];
    const body = productBody(category.name, { coverImageKey: first, imageKeys: [first, gallery] });
    const product = await addProduct(body);
    const dropped = [first, ...variantKeys(first)];
    const kept = [gallery, ...variantKeys(gallery)];
    await putImages([...dropped, ...kept]);
    const cover = productImage();
    const edited = await asAdmin<Product>('/admin/product/update-product', { body: { ...body, id: product.id, coverImageKey: cover, imageKeys: [cover, gallery] } });
    expect(edited.status).toBe(200);
    expect(await storedImages(dropped)).toEqual([]);
    expect(await storedImages(kept)).toEqual(kept);
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
    expect(await storedItems('searchTerm', 'term', category.name.split(' ')[1]?.toLowerCase() ?? '')).toEqual([]);
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
