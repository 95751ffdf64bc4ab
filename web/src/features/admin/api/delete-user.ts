import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/delete-user`: account, profile, addresses and measurements; orders stay. */
export async function deleteUser(post: AuthedPost, id: string): Promise<string> {
  return (await post('/admin/user/delete-user', { id })).message || 'User deleted';
}
