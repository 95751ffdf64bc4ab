import { disableTwoFactorBody } from '@functions/shop/auth/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { twoFactorKey } from './fetch-two-factor';

export { disableTwoFactorBody };

/** `POST /auth/disable-two-factor` with a current code or a recovery code. */
export async function disableTwoFactor(post: AuthedPost, code: string): Promise<string> {
  const envelope = await post('/auth/disable-two-factor', { code });
  invalidate(twoFactorKey);
  return envelope.message;
}
