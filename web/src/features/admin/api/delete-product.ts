import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/product/delete-product`: the product and its images. */
export async function deleteProduct(post: AuthedPost, id: string): Promise<string> {
  const envelope = await post<unknown>('/admin/product/delete-product', { id });
  return envelope.message || 'Product deleted';
}
