import { passwordSignIn, refreshSignIn } from '../../lib/auth/pool-sign-in';
import type { PoolTokens } from '../../lib/auth/pool-tokens';
import { clientId, userPoolId } from './pool-client';

/** Password sign-in to the Shop's pool; null when the e-mail or password is wrong (never says which). */
export function authenticate(email: string, password: string): Promise<PoolTokens | null> {
  return passwordSignIn({ poolId: userPoolId(), clientId: clientId() }, email, password);
}

/** New access and ID tokens for a refresh token of the Shop's pool; null when Cognito no longer accepts it. */
export function refreshTokens(refreshToken: string): Promise<PoolTokens | null> {
  return refreshSignIn({ poolId: userPoolId(), clientId: clientId() }, refreshToken);
}
