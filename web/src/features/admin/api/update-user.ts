import type { UpdateUserBody } from '@functions/shop/user/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/update-user`: the profile fields a customer can edit. */
export async function updateUser(post: AuthedPost, body: UpdateUserBody): Promise<string> {
  return (await post('/admin/user/update-user', body)).message || 'User updated';
}
