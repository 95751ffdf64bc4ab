/**
 * The signed-in staff member's tokens: in memory, mirrored to `sessionStorage` (this tab only, gone when it
 * closes) so a reload keeps the session. Never `localStorage`: a token there outlives the tab.
 */

export interface StaffSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives, as the API answers it. */
  expiresIn: number;
}

interface Stored extends StaffSession {
  /** Epoch ms after which the access token is refreshed before use. */
  expiresAt: number;
}

const storageKey = 'pay-dashboard-session';
let current: Stored | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.accessToken === 'string' && typeof record.refreshToken === 'string' && typeof record.expiresAt === 'number';
}

function load(): Stored | null {
  if (current !== undefined) return current;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? 'null');
    current = isStored(parsed) ? parsed : null;
  } catch {
    current = null;
  }
  return current;
}

export function readSession(): Stored | null {
  return load();
}

/** Keeps a new session (sign-in, refresh); a minute's margin so a token is never sent as it expires. */
export function saveSession(session: StaffSession, now = Date.now()): void {
  current = { ...session, expiresAt: now + Math.max(0, session.expiresIn - 60) * 1000 };
  storage()?.setItem(storageKey, JSON.stringify(current));
  for (const listener of [...listeners]) listener();
}

export function clearSession(): void {
  current = null;
  storage()?.removeItem(storageKey);
  for (const listener of [...listeners]) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
