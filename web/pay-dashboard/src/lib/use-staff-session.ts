import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session-store';

/** Whether a staff session is held (re-renders on sign-in, refresh failure and sign-out). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, () => readSession() !== null);
}
