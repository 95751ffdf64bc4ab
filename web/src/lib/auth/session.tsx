import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiEnvelope } from '@functions/lib/http/contract';
import type { AuthSession } from '@functions/shop/auth/contract';
import { apiGet, apiPost } from '../api-client';
import { ApiError } from '../api-error';
import { cartStore } from '../cart/cart-store';

/**
 * The signed-in session. The access token lives only in memory; the refresh token is an httpOnly cookie
 * the browser sends to `/api/v1/auth/*`, so a reload restores the session with one refresh call.
 */
/** A POST as the signed-in user (refreshing the access token once on a 401). */
export type AuthedPost = <T>(path: string, body: unknown, headers?: Record<string, string>) => Promise<ApiEnvelope<T>>;

export interface SessionUser {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin?: boolean;
}

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** The in-memory access token for API calls, or null when signed out. */
  accessToken: string | null;
  signOut: () => Promise<void>;
  /** Adopts the answer of sign-up, login or reset (`data: {accessToken, expiresIn, user}`). */
  adopt: (session: AuthSession) => void;
  /** Updates the shown name after a profile change. */
  updateUser: (changes: Partial<SessionUser>) => void;
  /** Authenticated GET/POST: a 401 triggers one refresh and one retry. */
  authedGet: <T>(path: string) => Promise<ApiEnvelope<T>>;
  authedPost: AuthedPost;
}

/** Personal data the browser may hold between visits; cleared on logout. */
const personalStorageKeys = ['cart', 'user'];

/**
 * A non-secret hint that this browser signed in and may hold a refresh cookie (which scripts cannot see):
 * set when a session is adopted, removed when it ends. Without it a page load does not try a refresh, so a
 * signed-out visitor's console shows no 401 from `/auth/refresh`.
 */
export const sessionHintKey = 'session';

function setSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(sessionHintKey, '1');
    else window.localStorage.removeItem(sessionHintKey);
  } catch {
    // Storage blocked (private mode): every load then tries a refresh, as before the hint.
  }
}

function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(sessionHintKey) !== null;
  } catch {
    return true;
  }
}

const noop = async () => undefined;
const signedOut: Session = {
  status: 'signed-out',
  user: null,
  accessToken: null,
  signOut: noop,
  adopt: () => undefined,
  updateUser: () => undefined,
  authedGet: () => Promise.reject(new ApiError('Please sign in to continue', 401, null)),
  authedPost: () => Promise.reject(new ApiError('Please sign in to continue', 401, null)),
};

const SessionContext = createContext<Session>(signedOut);

interface State {
  status: Session['status'];
  user: SessionUser | null;
  accessToken: string | null;
  expiresIn: number;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => ({ status: hasSessionHint() ? 'loading' : 'signed-out', user: null, accessToken: null, expiresIn: 0 }));
  const tokenRef = useRef<string | null>(null);
  const refreshing = useRef<Promise<string | null> | null>(null);

  const adopt = useCallback((session: AuthSession) => {
    tokenRef.current = session.accessToken;
    setSessionHint(true);
    setState({ status: 'signed-in', user: session.user, accessToken: session.accessToken, expiresIn: session.expiresIn });
  }, []);

  const clear = useCallback(() => {
    tokenRef.current = null;
    setSessionHint(false);
    setState({ status: 'signed-out', user: null, accessToken: null, expiresIn: 0 });
  }, []);

  /** One refresh at a time; resolves with the new token, or null (and signs out) when the cookie is gone. */
  const refresh = useCallback((): Promise<string | null> => {
    refreshing.current ??= apiPost<AuthSession>('/auth/refresh', undefined)
      .then((answer) => {
        if (!answer.data) throw new ApiError('No session', 401, answer);
        adopt(answer.data);
        return answer.data.accessToken;
      })
      .catch(() => {
        clear();
        return null;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [adopt, clear]);

  useEffect(() => {
    if (hasSessionHint()) void refresh();
  }, [refresh]);

  useEffect(() => {
    if (state.status !== 'signed-in' || state.expiresIn <= 0) return;
    const timer = window.setTimeout(() => void refresh(), Math.max(10, state.expiresIn - 60) * 1000);
    return () => window.clearTimeout(timer);
  }, [state.status, state.expiresIn, state.accessToken, refresh]);

  const withRetry = useCallback(
    async <T,>(call: (token: string) => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> => {
      const token = tokenRef.current ?? (hasSessionHint() ? await refresh() : null);
      if (!token) throw new ApiError('Please sign in to continue', 401, null);
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        const fresh = await refresh();
        if (!fresh) throw error;
        return call(fresh);
      }
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await apiPost('/auth/logout', undefined);
    } finally {
      cartStore.clear();
      for (const key of personalStorageKeys) {
        try {
          window.localStorage.removeItem(key);
        } catch {
          // Storage can be unavailable (private mode); there is then nothing to clear.
        }
      }
      clear();
    }
  }, [clear]);

  const value = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      accessToken: state.accessToken,
      signOut,
      adopt,
      updateUser: (changes) => setState((current) => (current.user ? { ...current, user: { ...current.user, ...changes } } : current)),
      authedGet: <T,>(path: string) => withRetry<T>((token) => apiGet<T>(path, { token })),
      authedPost: <T,>(path: string, body: unknown, headers: Record<string, string> = {}) =>
        withRetry<T>((token) => apiPost<T>(path, body, { token, headers })),
    }),
    [state, signOut, adopt, withRetry],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** Same-origin paths only: anything else (other hosts, `//evil`, `javascript:`) falls back to `/`. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
