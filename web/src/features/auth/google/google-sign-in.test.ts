/** @jest-environment jsdom */
import { createHash, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { googleAuthorizeUrl, googleRedirectUri, pendingGoogleSignInKey } from './google-start';
import { exchangeGoogleCode, googleSignInFailed, takePendingGoogleSignIn } from './google-token';

// jsdom has getRandomValues but no SubtleCrypto (nor TextEncoder): Node's stand in, as in a browser.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

const google = { domain: 'aso-shop.auth.eu-west-1.amazoncognito.com', clientId: '4abc123def456' };
const origin = 'https://shop.example';

function tokenEndpointAnswers(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('Sign in with Google (web)', () => {
  test("It should send the browser to the hosted UI's Google sign-in with a PKCE S256 challenge of the verifier", async () => {
    const url = new URL(await googleAuthorizeUrl(google, { state: 'state-1', verifier: 'verifier-1' }, origin));
    expect(`${url.origin}${url.pathname}`).toBe(`https://${google.domain}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity_provider: 'Google',
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: 'https://shop.example/auth/google/callback',
      scope: 'openid email profile',
      state: 'state-1',
      code_challenge: createHash('sha256').update('verifier-1').digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(url.search).not.toContain('verifier-1');
  });

  test('It should exchange the code with the verifier at the token endpoint and keep only the refresh token', async () => {
    const fetchMock = tokenEndpointAnswers(200, { access_token: 'a', id_token: 'i', refresh_token: 'refresh-1', expires_in: 300, token_type: 'Bearer' });
    await expect(exchangeGoogleCode(google, 'code-1', 'verifier-1', googleRedirectUri(origin))).resolves.toBe('refresh-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`https://${google.domain}/oauth2/token`);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: google.clientId,
      code: 'code-1',
      redirect_uri: 'https://shop.example/auth/google/callback',
      code_verifier: 'verifier-1',
    });
  });

  test('It should fail in words when the token endpoint refuses the code or answers no refresh token', async () => {
    tokenEndpointAnswers(400, { error: 'invalid_grant' });
    await expect(exchangeGoogleCode(google, 'used-code', 'v', googleRedirectUri(origin))).rejects.toThrow(googleSignInFailed);
    tokenEndpointAnswers(200, { access_token: 'a' });
    await expect(exchangeGoogleCode(google, 'code', 'v', googleRedirectUri(origin))).rejects.toThrow(googleSignInFailed);
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(exchangeGoogleCode(google, 'code', 'v', googleRedirectUri(origin))).rejects.toThrow(googleSignInFailed);
  });

  test('It should hand the stored sign-in back once only', () => {
    window.sessionStorage.setItem(pendingGoogleSignInKey, JSON.stringify({ state: 's', verifier: 'v', redirect: '/orders' }));
    expect(takePendingGoogleSignIn()).toEqual({ state: 's', verifier: 'v', redirect: '/orders' });
    expect(takePendingGoogleSignIn()).toBeNull();
    window.sessionStorage.setItem(pendingGoogleSignInKey, '{"state":1}');
    expect(takePendingGoogleSignIn()).toBeNull();
  });
});
