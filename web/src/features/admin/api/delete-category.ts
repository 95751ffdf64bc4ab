import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/category/delete-category`: the category, its products and their images. */
export async function deleteCategory(post: AuthedPost, id: string): Promise<string> {
  const envelope = await post<unknown>('/admin/category/delete-category', { id });
  return envelope.message || 'Category deleted';
}
