import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Routes } from '../../../lib/router/routes';
import { MemoryRouter } from '../../../lib/router/memory-router';
import { SessionProvider, sessionHintKey } from '../../../lib/auth/session';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';

export interface RecordedCall {
  url: string;
  body: unknown;
}

/**
 * Signs an admin in and answers the API from `answer` (undefined for a call the test does not expect), recording
 * every call with its JSON body. Registers its own beforeEach, so call it at the top of a test file.
 */
export function fakeAdminApi(answer: (url: string) => Response | undefined) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/v1/auth/refresh') {
      return apiResponse({ accessToken: 'token', expiresIn: 900, user: { uuid: 'a1', firstName: 'Chidi', lastName: 'Okafor', email: 'chidi@example.com', isAdmin: true } });
    }
    const response = answer(url);
    if (response) return response;
    throw new Error(`Unexpected call ${url}`);
  });

  beforeEach(() => {
    // A browser that signed in before: the session is restored with a refresh.
    window.localStorage.setItem(sessionHintKey, '1');
    clearQueryCache();
    calls.length = 0;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  return { calls, writes: () => calls.filter((call) => call.url.startsWith('/api/v1/admin/')) };
}

export function renderAdminPage(page: ReactElement) {
  render(
    <SessionProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </SessionProvider>,
  );
}

/** Renders `routes` (the `<Route>`s of a test) signed in, the router starting at `url`. */
export function renderRoutes(url: string, routes: ReactElement) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
