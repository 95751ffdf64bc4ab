import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * What the user-pool modules of both products share: one client per process and a pool's ids. The commands
 * live in the modules beside this one, one per kind of operation, so a handler's bundle carries only the
 * commands its route calls (and its role grants).
 */
export interface PoolIds {
  poolId: string;
  clientId: string;
}

let cognito: CognitoIdentityProviderClient | undefined;

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

export function cognitoErrorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}
