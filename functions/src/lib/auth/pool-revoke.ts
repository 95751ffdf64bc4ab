import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, cognitoErrorName, type PoolIds } from './cognito-client';

/**
 * Ends one refresh token at Cognito (`RevokeToken`), so it cannot be traded for tokens even by a caller who
 * goes to Cognito directly. A token Cognito no longer knows (already revoked, or made up) is nothing to end.
 */
export async function revokePoolToken(pool: Pick<PoolIds, 'clientId'>, refreshToken: string): Promise<void> {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: pool.clientId, Token: refreshToken }));
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'NotAuthorizedException' || name === 'UnsupportedTokenTypeException') return;
    throw error;
  }
}
