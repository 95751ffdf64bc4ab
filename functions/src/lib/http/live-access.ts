import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/document-client';
import { requireEnv } from '../env/env';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { Identity } from './identity';

let cognito: CognitoIdentityProviderClient | undefined;

function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

/** The group whose members may use the back office. */
export const adminGroupName = 'admin';

/**
 * The session epoch lives in the product's table beside its entities, under a key no entity uses (entity keys
 * start with `$`): the route chain reads it without knowing the product's entities.
 */
export function sessionEpochKey(userId: string): { pk: string; sk: string } {
  return { pk: `session-epoch#${userId}`, sk: 'session-epoch' };
}

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

async function sessionsEndedAt(userId: string): Promise<number | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: requireEnv('TABLE_NAME'), Key: sessionEpochKey(userId), ConsistentRead: true }),
  );
  return typeof Item?.endedAt === 'number' ? Item.endedAt : undefined;
}

async function groupsNow(username: string): Promise<string[] | null> {
  try {
    const groups: string[] = [];
    let next: string | undefined;
    do {
      const page = await cognitoClient().send(
        new AdminListGroupsForUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username, ...(next ? { NextToken: next } : {}) }),
      );
      for (const group of page.Groups ?? []) if (group.GroupName) groups.push(group.GroupName);
      next = page.NextToken;
    } while (next);
    return groups;
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return null;
    throw error;
  }
}

/**
 * Admin rights as they stand now, not as the token remembers them: the token's `cognito:groups` is up to an
 * access token's life old, so a demoted or deleted admin would keep the back office until it expired. Each
 * admin request asks the user pool for the caller's groups and reads the session epoch (one consistent read),
 * both at once; no cache, so a demotion, deletion or password reset counts from the very next request.
 */
export async function assertAdminNow(identity: Identity): Promise<void> {
  const [groups, endedAt] = await Promise.all([groupsNow(identity.username), sessionsEndedAt(identity.userId)]);
  if (groups === null || !groups.includes(adminGroupName)) throw new ForbiddenError('This needs an admin account');
  if (endedAt !== undefined && (identity.authTime === undefined || identity.authTime * 1000 < endedAt)) {
    throw new UnauthorizedError('Your session has ended. Please sign in again.');
  }
}
