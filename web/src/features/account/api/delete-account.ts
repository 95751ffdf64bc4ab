import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /user/delete-account`: removes the account and all its data; the password confirms it. */
export function deleteAccount(post: AuthedPost, password: string) {
  return post('/user/delete-account', { password });
}
