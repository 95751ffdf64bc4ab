import type { AddUserBody } from '@functions/shop/auth/contract';
import type { AdminUserRow } from '@functions/shop/user/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/add-user`: the server mails the new user a code to set their password. */
export async function addUser(post: AuthedPost, body: AddUserBody): Promise<{ message: string; user: AdminUserRow | undefined }> {
  const envelope = await post<AdminUserRow>('/admin/user/add-user', body);
  return { message: envelope.message || 'User added', user: envelope.data };
}
