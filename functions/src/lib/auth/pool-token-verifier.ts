import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

/** What the chain needs from a verified access token. */
export interface PoolTokenClaims {
  sub: string;
}

export type PoolTokenVerifier = (token: string) => Promise<PoolTokenClaims | null>;

/**
 * Verifies access tokens of one Cognito pool and app client in the handler (signature, issuer, expiry,
 * `token_use`, `client_id`), for routes that answer their own 401 rather than API Gateway's (Pay's staff
 * routes). In AWS the verifier fetches the pool's keys from Cognito once per container. Where the SDK is
 * pointed at an emulator (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, the local stack only), the keys are
 * read from the emulator at the same path, since its issuer names AWS's host but it serves its own keys.
 */
export function poolTokenVerifier(userPoolId: string, clientId: string, env: NodeJS.ProcessEnv = process.env): PoolTokenVerifier {
  const verifier = CognitoJwtVerifier.create({ userPoolId, tokenUse: 'access', clientId });
  const emulator = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  let keysLoaded: Promise<void> | undefined;
  const loadEmulatorKeys = async (): Promise<void> => {
    if (!emulator) return;
    keysLoaded ??= fetch(`${emulator.replace(/\/$/, '')}/${userPoolId}/.well-known/jwks.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The user pool emulator answered ${response.status} for its keys`);
        verifier.cacheJwks((await response.json()) as Jwks);
      })
      .catch((error: unknown) => {
        keysLoaded = undefined;
        throw error;
      });
    await keysLoaded;
  };
  return async (token) => {
    if (token.trim() === '') return null;
    await loadEmulatorKeys();
    try {
      const payload = await verifier.verify(token);
      return typeof payload.sub === 'string' && payload.sub !== '' ? { sub: payload.sub } : null;
    } catch {
      return null;
    }
  };
}
