import { CognitoIdentityProviderClient, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../../lib/env/env';

/**
 * What the user-pool modules share: one client per process and the pool's ids. The commands live in the
 * modules beside this one, one per kind of operation, so a handler's bundle carries only the commands its
 * route calls (and its role grants).
 */
let cognito: CognitoIdentityProviderClient | undefined;

export function poolClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

export const userPoolId = () => requireEnv('USER_POOL_ID');
export const clientId = () => requireEnv('USER_POOL_CLIENT_ID');

export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

export function attribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((entry) => entry.Name === name)?.Value ?? '';
}
