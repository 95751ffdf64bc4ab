import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { toGatewayClaims, type JwtAuthorizerContext } from './api-event';

export interface AuthorizerOptions {
  userPoolId: string;
  clientId: string;
  /** The pool's signing keys; cached so the verifier never fetches them (cognito-local has no JWKS URL on AWS's host). */
  jwks: Jwks;
}

/** What the gateway needs: authorize a request's `authorization` header, or `null` for API Gateway's 401. */
export type Authorizer = (authorization: string | undefined) => Promise<JwtAuthorizerContext | null>;

/**
 * The HTTP API JWT authorizer, locally: the production `CognitoJwtVerifier` (access tokens of our app
 * client), with the claims handed to the handler as API Gateway hands them.
 */
export function createAuthorizer(options: AuthorizerOptions): Authorizer {
  const verifier = CognitoJwtVerifier.create({ userPoolId: options.userPoolId, tokenUse: 'access', clientId: options.clientId });
  verifier.cacheJwks(options.jwks);
  return async (authorization) => {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (token === '') return null;
    try {
      const payload = await verifier.verify(token);
      return { jwt: { claims: toGatewayClaims(payload as Record<string, unknown>), scopes: null } };
    } catch {
      return null;
    }
  };
}
