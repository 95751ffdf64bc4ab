import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { poolClient, userPoolId } from './pool-client';
import { adminGroup } from './pool-admins';

/** Adds a user to, or removes them from, the admin group. */
export async function setPoolAdmin(username: string, admin: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: username, GroupName: adminGroup };
  await poolClient().send(admin ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
}
