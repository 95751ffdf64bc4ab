import type { TwoFactorEnrolment } from '@functions/shop/auth/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /auth/start-two-factor`: a new secret as an `otpauth://` URI, answered this once. */
export async function startTwoFactor(post: AuthedPost): Promise<TwoFactorEnrolment> {
  const envelope = await post<TwoFactorEnrolment>('/auth/start-two-factor', {});
  if (!envelope.data) throw new Error(envelope.message || 'Two-factor set-up could not start');
  return envelope.data;
}
