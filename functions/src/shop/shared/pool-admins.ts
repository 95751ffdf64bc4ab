import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { attribute, poolClient, userPoolId } from './pool-client';

/** The group whose members may use the back office (the route chain checks the token's `cognito:groups`). */
export const adminGroup = 'admin';

/** The user ids (`sub`) of every member of the admin group. */
export async function listAdminIds(): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined;
  do {
    const page = await poolClient().send(new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: adminGroup, ...(next ? { NextToken: next } : {}) }));
    for (const user of page.Users ?? []) {
      const id = attribute(user.Attributes, 'sub') || user.Username;
      if (id) ids.push(id);
    }
    next = page.NextToken;
  } while (next);
  return ids;
}
