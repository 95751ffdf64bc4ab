import type { Product, ProductInput } from '@functions/shop/product/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** The product form's body: what `add-product` accepts once checked, plus the `id` that makes it an update. */
export type ProductForm = ProductInput & { id?: string };

/** `POST /admin/product/add-product`, or `update-product` when the body names an `id`. */
export async function saveProduct(post: AuthedPost, body: ProductForm): Promise<string> {
  const envelope = await post<Product>(body.id ? '/admin/product/update-product' : '/admin/product/add-product', body);
  return envelope.message || 'Product saved';
}
