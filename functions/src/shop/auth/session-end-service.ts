import { endSessionsBefore } from '../../lib/http/session-epoch';
import { SessionCutoff } from '../db/session-grant';
import { signOutEverywhereAtPool } from '../shared/pool-sign-out';
import { clearedRefreshCookie } from './session-cookie';
import { revokeRefreshToken } from './session-service';

/*
 * Apart from the sign-in and refresh code, so only the routes that end every session carry the user-pool
 * global sign-out and the session-epoch write (and their roles grant them).
 */

/** The user as Cognito's admin calls name them (`username`, the uuid) and as the table does (`userId`, the sub). */
export interface SessionOwner {
  userId: string;
  username: string;
}

/**
 * Ends every session of the user at once: Cognito revokes all their refresh tokens (global sign-out), the
 * Shop refuses every refresh token it granted until now (the cutoff, which also covers the local user pool
 * that has no global sign-out), and the admin routes refuse an access token of an earlier session on its next
 * request (the session epoch). A customer's access token already out lives on until it expires (minutes).
 * Returns once a session opened from now on counts as after the epoch.
 */
export async function endAllSessions(owner: SessionOwner, at = Date.now()): Promise<void> {
  await SessionCutoff.put({ userId: owner.userId, endedAt: at }).go({ response: 'none' });
  await signOutEverywhereAtPool(owner.username);
  await endSessionsBefore(owner.userId, at);
}

export async function logOutEverywhere(owner: SessionOwner, refreshToken: string | undefined, host: string | undefined): Promise<string[]> {
  await endAllSessions(owner);
  await revokeRefreshToken(refreshToken);
  return [clearedRefreshCookie(host)];
}
