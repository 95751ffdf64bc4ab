import { AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, cognitoErrorName } from '../../../lib/auth/cognito-client';
import { BadRequestError, ConflictError } from '../../../lib/http/errors';
import { staffPool } from './staff-pool';

export const passwordPolicyMessage = 'Use at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol';

/**
 * Makes a staff pool user with a verified e-mail and a permanent password (no Cognito e-mail: Pay sends its
 * own), answering its `sub`, the staff member's id. An e-mail the pool already has is a 409.
 */
export async function createStaffUser(email: string, password: string): Promise<string> {
  const { poolId } = staffPool();
  let created;
  try {
    created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (cognitoErrorName(error) === 'UsernameExistsException') throw new ConflictError('This e-mail already has a dashboard account: sign in instead');
    throw error;
  }
  const username = created.User?.Username ?? email;
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? username;
  try {
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: username, Password: password, Permanent: true }));
  } catch (error) {
    await deleteStaffUser(username);
    if (cognitoErrorName(error) === 'InvalidPasswordException') throw new BadRequestError(passwordPolicyMessage, [{ path: 'password', message: passwordPolicyMessage }]);
    throw error;
  }
  return sub;
}

/** Removes a staff pool user (by e-mail or sub); one already gone is nothing to remove. */
export async function deleteStaffUser(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: staffPool().poolId, Username: username }));
  } catch (error) {
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
  }
}
