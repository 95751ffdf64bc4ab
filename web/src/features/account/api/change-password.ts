import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /auth/change-password` for the signed-in user. */
export function changePassword(post: AuthedPost, body: { oldPassword: string; newPassword: string }) {
  return post('/auth/change-password', body);
}
