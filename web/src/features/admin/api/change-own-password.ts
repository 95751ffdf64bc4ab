import { changePasswordBody, type ChangePasswordBody } from '@functions/shop/auth/contract';
import type { AuthedPost } from '../../../lib/auth/session';

export { changePasswordBody };

/** `POST /auth/change-password`: the signed-in admin's own password (the customer route, reused). */
export async function changeOwnPassword(post: AuthedPost, body: ChangePasswordBody): Promise<string> {
  return (await post('/auth/change-password', body)).message;
}
