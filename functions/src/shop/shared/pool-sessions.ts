import { AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../../lib/env/env';
import { logger } from '../../lib/http/logger';

let cognito: CognitoIdentityProviderClient | undefined;

function client(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * Ends one refresh token at Cognito (`RevokeToken`), so it cannot be traded for tokens even by a caller who
 * goes to Cognito directly. A token Cognito no longer knows (already revoked, or made up) is nothing to end.
 */
export async function revokePoolRefreshToken(refreshToken: string): Promise<void> {
  try {
    await client().send(new RevokeTokenCommand({ ClientId: requireEnv('USER_POOL_CLIENT_ID'), Token: refreshToken }));
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException' || errorName(error) === 'UnsupportedTokenTypeException') return;
    throw error;
  }
}

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
    await client().send(new AdminUserGlobalSignOutCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    if (emulatorLacksGlobalSignOut(error)) {
      logger.warn('The local user pool has no global sign-out; only the Shop refuses the older refresh tokens');
      return;
    }
    throw error;
  }
}
