import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { attribute, errorName, poolClient, userPoolId } from './pool-client';

/** A Cognito user as the shop needs it; `username` is what admin calls take (the uuid). */
export interface PoolUser {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Finds a user by e-mail or by sub (both are accepted as usernames by a pool with e-mail sign-in). */
export async function findPoolUser(usernameOrEmail: string): Promise<PoolUser | null> {
  try {
    const user = await poolClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: usernameOrEmail }));
    const username = user.Username ?? usernameOrEmail;
    return {
      userId: attribute(user.UserAttributes, 'sub') || username,
      username,
      email: attribute(user.UserAttributes, 'email').toLowerCase(),
      firstName: attribute(user.UserAttributes, 'given_name'),
      lastName: attribute(user.UserAttributes, 'family_name'),
    };
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}
