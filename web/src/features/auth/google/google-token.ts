import type { RuntimeConfig } from '../../../lib/runtime-config';
import { pendingGoogleSignInKey, type PendingGoogleSignIn } from './google-start';

type GoogleSignIn = NonNullable<RuntimeConfig['googleSignIn']>;

export const googleSignInFailed = 'Google sign-in did not complete. Please try again.';

/** The pending sign-in this tab started, taken out of storage (a code is exchanged once); null when none or malformed. */
export function takePendingGoogleSignIn(): PendingGoogleSignIn | null {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(pendingGoogleSignInKey);
    window.sessionStorage.removeItem(pendingGoogleSignInKey);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<PendingGoogleSignIn>;
    if (typeof value.state !== 'string' || typeof value.verifier !== 'string') return null;
    return { state: value.state, verifier: value.verifier, ...(typeof value.redirect === 'string' ? { redirect: value.redirect } : {}) };
  } catch {
    return null;
  }
}

/**
 * Exchanges the authorization code at the hosted UI's token endpoint (public client: the PKCE verifier
 * instead of a secret). Only the refresh token is kept, and only until the Shop puts it in its httpOnly
 * cookie (`POST /auth/google-session`); the Shop's session then works exactly as after a password sign-in.
 */
export async function exchangeGoogleCode(google: GoogleSignIn, code: string, verifier: string, redirectUri: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`https://${google.domain}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: google.clientId, code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
    });
  } catch {
    throw new Error(googleSignInFailed);
  }
  const answer = (await response.json().catch(() => null)) as { refresh_token?: unknown } | null;
  if (!response.ok || typeof answer?.refresh_token !== 'string' || answer.refresh_token === '') throw new Error(googleSignInFailed);
  return answer.refresh_token;
}
