import { confirmTwoFactorBody, type TwoFactorRecoveryCodes } from '@functions/shop/auth/contract';
import type { AuthedPost } from '../../../lib/auth/session';

export { confirmTwoFactorBody };

/**
 * `POST /auth/confirm-two-factor`: turns two-factor sign-in on; the recovery codes come this once, with
 * this browser's new session (every earlier one has ended). The caller adopts the session before anything
 * reads the two-factor status again.
 */
export async function confirmTwoFactor(post: AuthedPost, code: string, password: string): Promise<TwoFactorRecoveryCodes> {
  const envelope = await post<TwoFactorRecoveryCodes>('/auth/confirm-two-factor', { code, password });
  if (!envelope.data) throw new Error(envelope.message || 'Two-factor sign-in could not be turned on');
  return envelope.data;
}
