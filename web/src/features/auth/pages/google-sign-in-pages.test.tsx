/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from '../../../lib/router/routes';
import { MemoryRouter } from '../../../lib/router/memory-router';
import { shopRuntimeConfig } from '@functions/shop/runtime-config/contract';
import { SessionProvider, sessionHintKey } from '../../../lib/auth/session';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { apiResponse } from '../../../testing/fake-response';
import { pendingGoogleSignInKey } from '../google/google-start';
import GoogleCallbackPage from './google-callback-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';

let config: RuntimeConfig;
jest.mock('../../../lib/runtime-config', () => ({ loadRuntimeConfig: async () => config }));

const google = { domain: 'aso-shop.auth.eu-west-1.amazoncognito.com', clientId: '4abc123def456' };
/** What the local stack's gateway answers at /config.json: the same builder as the deployment's. */
const localConfig = shopRuntimeConfig('http://localhost:3100');

function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/auth/google/callback" element={<GoogleCallbackPage />} />
          <Route path="/orders" element={<p>Your orders</p>} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Continue with Google', () => {
  test.each(['/login', '/register'])("It should not offer Google on %s with the local stack's config", async (path) => {
    config = localConfig;
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    // Let the config load settle before asserting the absence.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /google/i })).toBeNull();
  });

  test.each(['/login', '/register'])('It should offer Google on %s where the deployment configures it', async (path) => {
    config = shopRuntimeConfig('https://pay.example', google);
    renderAt(path);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});

describe('The Google callback page', () => {
  const session = { accessToken: 'access-1', expiresIn: 300, user: { uuid: 'g-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', isAdmin: false } };

  function serve(sessionAnswer: () => Response) {
    const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === `https://${google.domain}/oauth2/token`) return { ok: true, status: 200, json: async () => ({ refresh_token: 'refresh-1' }) } as unknown as Response;
      if (url === '/api/v1/auth/google-session') return sessionAnswer();
      throw new Error(`Unexpected call ${url}`);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  test('It should exchange the code, start the Shop session with the refresh token and land on the page that asked', async () => {
    config = shopRuntimeConfig('https://pay.example', google);
    window.sessionStorage.setItem(pendingGoogleSignInKey, JSON.stringify({ state: 'state-1', verifier: 'verifier-1', redirect: '/orders' }));
    const fetchMock = serve(() => apiResponse(session));
    renderAt('/auth/google/callback?code=code-1&state=state-1');
    expect(await screen.findByText('Your orders')).toBeTruthy();
    const sessionCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/auth/google-session');
    expect(JSON.parse(String(sessionCall?.[1]?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(window.localStorage.getItem(sessionHintKey)).not.toBeNull();
    expect(window.sessionStorage.getItem(pendingGoogleSignInKey)).toBeNull();
  });

  test('It should refuse a callback whose state this tab did not start, without exchanging the code', async () => {
    config = shopRuntimeConfig('https://pay.example', google);
    window.sessionStorage.setItem(pendingGoogleSignInKey, JSON.stringify({ state: 'state-1', verifier: 'verifier-1' }));
    const fetchMock = serve(() => apiResponse(session));
    renderAt('/auth/google/callback?code=code-1&state=forged');
    expect((await screen.findByRole('alert')).textContent).toContain('did not complete');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('It should ask for the authenticator code when the account has two-factor sign-in', async () => {
    config = shopRuntimeConfig('https://pay.example', google);
    window.sessionStorage.setItem(pendingGoogleSignInKey, JSON.stringify({ state: 'state-1', verifier: 'verifier-1' }));
    serve(() => apiResponse({ totpRequired: true, challenge: 'sealed', expiresIn: 300 }));
    renderAt('/auth/google/callback?code=code-1&state=state-1');
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(window.localStorage.getItem(sessionHintKey)).toBeNull();
  });
});
