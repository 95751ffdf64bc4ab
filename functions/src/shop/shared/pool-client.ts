import type { AttributeType, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, cognitoErrorName } from '../../lib/auth/cognito-client';
import { requireEnv } from '../../lib/env/env';

/**
 * What the user-pool modules share: one client per process and the pool's ids. The commands live in the
 * modules beside this one, one per kind of operation, so a handler's bundle carries only the commands its
 * route calls (and its role grants).
 */
export function poolClient(): CognitoIdentityProviderClient {
  return cognitoClient();
}

export const userPoolId = () => requireEnv('USER_POOL_ID');
export const clientId = () => requireEnv('USER_POOL_CLIENT_ID');

export const errorName = cognitoErrorName;

export function attribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((entry) => entry.Name === name)?.Value ?? '';
}
