export interface PoolTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
}

/**
 * Claims of a token Cognito has just handed us over TLS. Only for tokens received directly from Cognito:
 * tokens from callers are verified by the authorizer, never read this way.
 */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
