import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { clientId, errorName, poolClient } from './pool-client';

/**
 * Ends one refresh token at Cognito (`RevokeToken`), so it cannot be traded for tokens even by a caller who
 * goes to Cognito directly. A token Cognito no longer knows (already revoked, or made up) is nothing to end.
 */
export async function revokePoolRefreshToken(refreshToken: string): Promise<void> {
  try {
    await poolClient().send(new RevokeTokenCommand({ ClientId: clientId(), Token: refreshToken }));
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException' || errorName(error) === 'UnsupportedTokenTypeException') return;
    throw error;
  }
}
