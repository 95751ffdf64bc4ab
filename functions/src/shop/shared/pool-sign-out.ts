import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../../lib/http/logger';
import { errorName, poolClient, userPoolId } from './pool-client';

/**
 * cognito-local (the local stack's user pool) has no global sign-out and answers "Cognito Local unsupported
 * feature"; Cognito itself never answers that, so outside the local stack this never matches.
 */
function emulatorLacksGlobalSignOut(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Cognito Local unsupported feature');
}

/**
 * Ends every refresh token of the user at Cognito (`AdminUserGlobalSignOut`): password change or reset,
 * "sign out everywhere", turning two-factor on. A user already gone has none.
 */
export async function signOutEverywhereAtPool(username: string): Promise<void> {
  try {
    await poolClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    if (emulatorLacksGlobalSignOut(error)) {
      logger.warn('The local user pool has no global sign-out; only the Shop refuses the older refresh tokens');
      return;
    }
    throw error;
  }
}
