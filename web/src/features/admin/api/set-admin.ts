import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/set-admin`: the server refuses one's own rights and the last admin's. */
export async function setAdmin(post: AuthedPost, id: string, admin: boolean): Promise<string> {
  return (await post('/admin/user/set-admin', { id, admin })).message || (admin ? 'Admin rights given' : 'Admin rights removed');
}
