import type { AuthedPost } from '../../../lib/auth/session';
import { deleteCategory } from './delete-category';
import { deleteProduct } from './delete-product';
import { saveCategory } from './save-category';
import { saveProduct, type ProductForm } from './save-product';
import { updateOrderStatus } from './update-order-status';
import { imageKeyOf } from './upload-url';

/** A fake `authedPost` that records each call and answers with `message`. */
function recordingPost(message = '') {
  const calls: { path: string; body: unknown }[] = [];
  const post = (async (path: string, body: unknown) => {
    calls.push({ path, body });
    return { success: 1, message, data: undefined };
  }) as AuthedPost;
  return { calls, post };
}

const product: ProductForm = {
  name: 'Buba',
  description: 'Cotton',
  amount: 150_00,
  category: 'Agbada',
  coverImageKey: 'products/a.png',
  imageKeys: ['products/b.png'],
  topProduct: false,
};

describe('the admin catalogue writes', () => {
  test('saveProduct should add without an id and update with one, sending the form as the body', async () => {
    const { calls, post } = recordingPost('Product added');
    expect(await saveProduct(post, product)).toBe('Product added');
    await saveProduct(post, { ...product, id: 'p1' });
    expect(calls).toEqual([
      { path: '/admin/product/add-product', body: product },
      { path: '/admin/product/update-product', body: { ...product, id: 'p1' } },
    ]);
  });

  test('saveCategory should add without an id and update with one', async () => {
    const { calls, post } = recordingPost();
    const category = { name: 'Agbada', imageKey: 'categories/a.png', description: '' };
    expect(await saveCategory(post, category)).toBe('Category saved');
    await saveCategory(post, { ...category, id: 'c1' });
    expect(calls.map((call) => call.path)).toEqual(['/admin/category/add-category', '/admin/category/update-category']);
  });

  test('The deletes should name the item by id and fall back to their own message', async () => {
    const { calls, post } = recordingPost();
    expect(await deleteProduct(post, 'p1')).toBe('Product deleted');
    expect(await deleteCategory(post, 'c1')).toBe('Category deleted');
    expect(calls).toEqual([
      { path: '/admin/product/delete-product', body: { id: 'p1' } },
      { path: '/admin/category/delete-category', body: { id: 'c1' } },
    ]);
  });

  test('updateOrderStatus should send no status for the empty choice', async () => {
    const { calls, post } = recordingPost();
    await updateOrderStatus(post, 'o1', '');
    await updateOrderStatus(post, 'o1', 'processing');
    expect(calls.map((call) => call.body)).toEqual([{ orderID: 'o1', status: undefined }, { orderID: 'o1', status: 'processing' }]);
  });

  test('imageKeyOf should give back the stored key of an /images URL', () => {
    expect(imageKeyOf('/images/products/a.png')).toBe('products/a.png');
    expect(imageKeyOf('https://shop.example/images/categories/c.webp')).toBe('categories/c.webp');
  });
});
