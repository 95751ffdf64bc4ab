import { paths } from '../../../config/paths';
import type { RuntimeConfig } from '../../../lib/runtime-config';

type GoogleSignIn = NonNullable<RuntimeConfig['googleSignIn']>;

/** What the callback page needs back: kept in this tab's sessionStorage across the trip to Google, used once. */
export interface PendingGoogleSignIn {
  state: string;
  verifier: string;
  /** The same-origin page to land on afterwards, if the sign-in was asked for by one. */
  redirect?: string;
}

export const pendingGoogleSignInKey = 'google-sign-in';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The Cognito app client's callback URL: this origin's callback page. */
export function googleRedirectUri(origin = window.location.origin): string {
  return `${origin}${paths.googleCallback.getHref()}`;
}

/**
 * The hosted UI's authorize URL straight to Google (`identity_provider=Google`), code flow with PKCE (S256):
 * the verifier stays in this tab, only its hash travels.
 */
export async function googleAuthorizeUrl(google: GoogleSignIn, pending: PendingGoogleSignIn, origin = window.location.origin): Promise<string> {
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier))));
  const query = new URLSearchParams({
    identity_provider: 'Google',
    response_type: 'code',
    client_id: google.clientId,
    redirect_uri: googleRedirectUri(origin),
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `https://${google.domain}/oauth2/authorize?${query.toString()}`;
}

/** Starts Sign in with Google: remembers the state and verifier, then leaves for Google. */
export async function startGoogleSignIn(google: GoogleSignIn, redirect?: string): Promise<void> {
  const pending: PendingGoogleSignIn = { state: randomText(), verifier: randomText(), ...(redirect ? { redirect } : {}) };
  window.sessionStorage.setItem(pendingGoogleSignInKey, JSON.stringify(pending));
  window.location.assign(await googleAuthorizeUrl(google, pending));
}
