/**
 * The refresh-token cookie: httpOnly (scripts never see it), SameSite=Strict, scoped to the auth routes,
 * and Secure everywhere except plain-http localhost during local development.
 */
export const refreshCookieName = 'aso_refresh';
const cookiePath = '/api/v1/auth';
/** Cognito's default refresh-token validity. */
export const refreshTokenLifetimeSeconds = 30 * 24 * 60 * 60;

export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function attributes(maxAge: number, secure: boolean): string {
  return `Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function refreshCookie(token: string, host: string | undefined): string {
  return `${refreshCookieName}=${encodeURIComponent(token)}; ${attributes(refreshTokenLifetimeSeconds, !isLocalHost(host))}`;
}

export function clearedRefreshCookie(host: string | undefined): string {
  return `${refreshCookieName}=; ${attributes(0, !isLocalHost(host))}`;
}
