import type { UpdateProfileBody } from '@functions/shop/user/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /user/update-profile`: only the fields sent change. */
export function updateProfile(post: AuthedPost, body: Partial<Record<keyof UpdateProfileBody, string>>) {
  return post('/user/update-profile', body);
}
