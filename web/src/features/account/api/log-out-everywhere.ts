import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /auth/logout-everywhere`: ends every session of the signed-in customer, on every device. */
export function logOutEverywhere(post: AuthedPost) {
  return post('/auth/logout-everywhere', {});
}
