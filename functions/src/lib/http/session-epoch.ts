import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/document-client';
import { requireEnv } from '../env/env';
import { sessionEpochKey } from './session-epoch-key';

/**
 * Records that every session of the user begun until now has ended: password change or reset, "sign out
 * everywhere". Access tokens say when their session began only in whole seconds (`auth_time`), so the epoch is
 * the next whole second and this waits (under a second) until it has begun: every session begun before the
 * call falls before the epoch, every one begun after the call (the fresh session a password change opens) on
 * or after it. A sign-in elsewhere in that same second counts as before: it must sign in again.
 */
export async function endSessionsBefore(userId: string, at = Date.now()): Promise<void> {
  const epoch = (Math.floor(at / 1000) + 1) * 1000;
  await documentClient.send(
    new PutCommand({ TableName: requireEnv('TABLE_NAME'), Item: { ...sessionEpochKey(userId), userId, endedAt: epoch } }),
  );
  const wait = epoch - Date.now();
  if (wait > 0) await new Promise((wake) => setTimeout(wake, wait));
}
