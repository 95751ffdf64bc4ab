import { confirmTwoFactorBody, type TwoFactorRecoveryCodes } from '@functions/shop/auth/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { twoFactorKey } from './fetch-two-factor';

export { confirmTwoFactorBody };

/** `POST /admin/setting/confirm-two-factor`: turns two-factor sign-in on; the recovery codes come this once. */
export async function confirmTwoFactor(post: AuthedPost, code: string): Promise<TwoFactorRecoveryCodes> {
  const envelope = await post<TwoFactorRecoveryCodes>('/admin/setting/confirm-two-factor', { code });
  if (!envelope.data) throw new Error(envelope.message || 'Two-factor sign-in could not be turned on');
  invalidate(twoFactorKey);
  return envelope.data;
}
