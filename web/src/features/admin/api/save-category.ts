import type { Category, CategoryInput } from '@functions/shop/category/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** The category form's body: what `add-category` accepts once checked, plus the `id` that makes it an update. */
export type CategoryForm = CategoryInput & { id?: string };

/** `POST /admin/category/add-category`, or `update-category` when the body names an `id`. */
export async function saveCategory(post: AuthedPost, body: CategoryForm): Promise<string> {
  const envelope = await post<Category>(body.id ? '/admin/category/update-category' : '/admin/category/add-category', body);
  return envelope.message || 'Category saved';
}
