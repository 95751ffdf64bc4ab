import { UnauthorizedError } from '../../lib/http/errors';
import { User } from '../db/user';

/**
 * Refuses an account that was deleted, or is being deleted, while its access token is still valid (API Gateway
 * accepts a token until it expires): otherwise an add would leave personal data behind that nothing removes, and
 * a read would show an account half gone. Every session is made with the profile in place, so a missing profile
 * means the account is gone.
 */
export async function assertAccountExists(userId: string): Promise<void> {
  const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['userId', 'deletingSince'] });
  if (!data) throw new UnauthorizedError('This account no longer exists');
  if (data.deletingSince) throw accountBeingDeleted();
}

export function accountBeingDeleted(): UnauthorizedError {
  return new UnauthorizedError('This account is being deleted');
}

/** Refuses only an account being deleted (a read that works before the profile exists stays open to the rest). */
export async function refuseAccountBeingDeleted(userId: string): Promise<void> {
  const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['deletingSince'] });
  if (data?.deletingSince) throw accountBeingDeleted();
}
