import { AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BadRequestError } from '../../lib/http/errors';
import { attribute, errorName, poolClient, userPoolId } from './pool-client';
import type { PoolUser } from './pool-users';

function passwordRejected(error: unknown): never {
  if (errorName(error) === 'InvalidPasswordException') {
    throw new BadRequestError('Password does not meet the password policy', [{ path: 'password', message: 'Password does not meet the password policy' }]);
  }
  throw error;
}

/** Creates a confirmed user with a verified e-mail and a permanent password; no Cognito e-mail is sent. */
export async function createPoolUser(input: { email: string; password: string; firstName: string; lastName: string }): Promise<PoolUser> {
  const created = await poolClient().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId(),
      Username: input.email,
      MessageAction: 'SUPPRESS',
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: input.firstName },
        { Name: 'family_name', Value: input.lastName },
      ],
    }),
  );
  const username = created.User?.Username ?? input.email;
  const userId = attribute(created.User?.Attributes, 'sub') || username;
  try {
    await setPoolPassword(username, input.password);
  } catch (error) {
    await poolClient().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
    throw error;
  }
  return { userId, username, email: input.email, firstName: input.firstName, lastName: input.lastName };
}

export async function setPoolPassword(username: string, password: string): Promise<void> {
  try {
    await poolClient().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: username, Password: password, Permanent: true }));
  } catch (error) {
    passwordRejected(error);
  }
}

export async function deletePoolUser(username: string): Promise<void> {
  try {
    await poolClient().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}
