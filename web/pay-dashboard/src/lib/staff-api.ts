import { callDashboard, DashboardApiError, dashboardUrl, networkErrorMessage, type Answer, type CallOptions, type Method } from './dashboard-api';
import { clearSession, readSession, saveSession, type StaffSession } from './session-store';

/** One refresh at a time, shared by every call that finds the access token stale. */
let refreshing: Promise<string | null> | null = null;

/** `POST /auth/refresh`: a new access token for the stored refresh token, or null (then signed out). */
export function refreshSession(): Promise<string | null> {
  const stored = readSession();
  if (!stored) return Promise.resolve(null);
  refreshing ??= callDashboard<{ session: Partial<StaffSession> & Pick<StaffSession, 'accessToken' | 'expiresIn'> }>('POST', '/auth/refresh', {
    body: { refreshToken: stored.refreshToken },
  })
    .then(
      ({ data }) => {
        saveSession({ accessToken: data.session.accessToken, expiresIn: data.session.expiresIn, refreshToken: data.session.refreshToken ?? stored.refreshToken });
        return data.session.accessToken;
      },
      () => {
        clearSession();
        return null;
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function accessToken(): Promise<string | null> {
  const stored = readSession();
  if (!stored) return null;
  return stored.expiresAt > Date.now() ? stored.accessToken : refreshSession();
}

/**
 * A call as the signed-in staff member: the access token (refreshed first when stale, and once more when
 * the API answers 401); a session that cannot be refreshed is dropped, which sends the app to sign-in.
 */
export async function staffCall<T>(method: Method, path: string, options: Omit<CallOptions, 'token'> = {}): Promise<Answer<T>> {
  const token = await accessToken();
  if (!token) throw new DashboardApiError('Sign in again', 401, 'unauthorized');
  try {
    return await callDashboard<T>(method, path, { ...options, token });
  } catch (error) {
    if (!(error instanceof DashboardApiError) || error.status !== 401) throw error;
    const fresh = await refreshSession();
    if (!fresh) throw error;
    return callDashboard<T>(method, path, { ...options, token: fresh });
  }
}

/** A non-JSON answer (a CSV export) as the signed-in staff member, as a Blob. */
export async function staffDownload(path: string, query: CallOptions['query'] = {}): Promise<Blob> {
  const send = async (token: string) => {
    try {
      return await fetch(dashboardUrl(path, query), { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      throw new DashboardApiError(networkErrorMessage, 0, undefined);
    }
  };
  const token = await accessToken();
  if (!token) throw new DashboardApiError('Sign in again', 401, 'unauthorized');
  let response = await send(token);
  if (response.status === 401) {
    const fresh = await refreshSession();
    if (fresh) response = await send(fresh);
  }
  if (!response.ok) throw new DashboardApiError(`The export failed (${response.status})`, response.status, undefined);
  return response.blob();
}

/** `POST /auth/log-out`, then forget the session whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await staffCall('POST', '/auth/log-out', { body: { refreshToken: readSession()?.refreshToken } });
  } catch {
    // Signed out locally either way.
  }
  clearSession();
}
