import { UnauthorizedError } from '../../lib/http/errors';
import { User } from '../db/user';

/**
 * Refuses writes for an account that was deleted while its access token is still valid (API Gateway accepts
 * a token until it expires): otherwise an add would leave personal data behind that nothing removes. Every
 * session is made with the profile in place, so a missing profile means the account is gone.
 */
export async function assertAccountExists(userId: string): Promise<void> {
  const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['userId'] });
  if (!data) throw new UnauthorizedError('This account no longer exists');
}
