import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/document-client';
import { requireEnv } from '../env/env';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { Identity } from './identity';
import { sessionEpochKey } from './session-epoch-key';

let cognito: CognitoIdentityProviderClient | undefined;

function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

/** The group whose members may use the back office. */
export const adminGroupName = 'admin';

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
