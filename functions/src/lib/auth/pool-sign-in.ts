import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, cognitoErrorName, type PoolIds } from './cognito-client';
import type { PoolTokens } from './pool-tokens';

const wrongCredentials = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException', 'UserNotConfirmedException']);

async function initiate(pool: PoolIds, flow: 'ADMIN_USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH', parameters: Record<string, string>, keepRefresh: boolean): Promise<PoolTokens | null> {
  try {
    const answer = await cognitoClient().send(new AdminInitiateAuthCommand({ UserPoolId: pool.poolId, ClientId: pool.clientId, AuthFlow: flow, AuthParameters: parameters }));
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) return null;
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: keepRefresh ? result.RefreshToken : undefined };
  } catch (error) {
    if (wrongCredentials.has(cognitoErrorName(error))) return null;
    throw error;
  }
}

/** Password sign-in; null when the e-mail or password is wrong (never says which). */
export function passwordSignIn(pool: PoolIds, email: string, password: string): Promise<PoolTokens | null> {
  return initiate(pool, 'ADMIN_USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password }, true);
}

/** New access and ID tokens for a refresh token; null when Cognito no longer accepts it. */
export function refreshSignIn(pool: PoolIds, refreshToken: string): Promise<PoolTokens | null> {
  return initiate(pool, 'REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken }, false);
}
