import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/delete-measurements`. */
export async function deleteUserMeasurements(post: AuthedPost, userId: string, id: string): Promise<string> {
  return (await post('/admin/user/delete-measurements', { userId, id })).message || 'measurement deleted';
}
