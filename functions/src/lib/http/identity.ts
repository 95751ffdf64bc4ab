import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The caller, as the JWT authorizer verified them. Identity never comes from a body or a query. */
export interface Identity {
  userId: string;
  username: string;
  groups: string[];
  /** What the token says; admin routes check the membership as stored now (`live-access.ts`). */
  isAdmin: boolean;
  /** When the session began (`auth_time`, epoch seconds; a refreshed token keeps its session's). */
  authTime: number | undefined;
}

type Claims = Record<string, string | number | boolean | string[]>;

interface JwtAuthorizerContext {
  jwt?: { claims?: Claims };
}

/**
 * API Gateway passes array claims as a bracketed, space-separated string (`"[admin editors]"`); the
 * local gateway does the same. Both forms are accepted.
 */
export function parseGroups(value: Claims[string] | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  const inner = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return inner.split(/[\s,]+/).filter((group) => group.length > 0);
}

/** A numeric claim, which API Gateway passes as a string. */
function numericClaim(value: Claims[string] | undefined): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && String(value).trim() !== '' ? number : undefined;
}

export function identityFromEvent(event: APIGatewayProxyEventV2): Identity | null {
  const authorizer = (event.requestContext as { authorizer?: JwtAuthorizerContext }).authorizer;
  const claims = authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  if (claims.token_use !== undefined && claims.token_use !== 'access') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    userId: claims.sub,
    username: typeof claims.username === 'string' ? claims.username : claims.sub,
    groups,
    isAdmin: groups.includes('admin'),
    authTime: numericClaim(claims.auth_time) ?? numericClaim(claims.iat),
  };
}
