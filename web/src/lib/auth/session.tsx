import { createContext, useContext, type ReactNode } from 'react';

/**
 * The signed-in session as the rest of the app sees it. The accounts feature fills this in (real sign-in,
 * refresh cookie, profile); until then every visitor is signed out.
 */
export interface SessionUser {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** The in-memory access token for API calls, or null when signed out. */
  accessToken: string | null;
  signOut: () => Promise<void>;
}

const signedOut: Session = { status: 'signed-out', user: null, accessToken: null, signOut: async () => undefined };

const SessionContext = createContext<Session>(signedOut);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={signedOut}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
