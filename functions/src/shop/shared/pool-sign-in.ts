import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { clientId, errorName, poolClient, userPoolId } from './pool-client';
import type { PoolTokens } from './pool-tokens';

const wrongCredentials = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException', 'UserNotConfirmedException']);

/** Password sign-in; null when the e-mail or password is wrong (never says which). */
export async function authenticate(email: string, password: string): Promise<PoolTokens | null> {
  try {
    const answer = await poolClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) return null;
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
  } catch (error) {
    if (wrongCredentials.has(errorName(error))) return null;
    throw error;
  }
}

/** New access and ID tokens for a refresh token; null when Cognito no longer accepts it. */
export async function refreshTokens(refreshToken: string): Promise<PoolTokens | null> {
  try {
    const answer = await poolClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) return null;
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: undefined };
  } catch (error) {
    if (wrongCredentials.has(errorName(error))) return null;
    throw error;
  }
}
