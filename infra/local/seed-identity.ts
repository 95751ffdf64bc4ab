import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface SeedAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

function isUserNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserNotFoundException';
}

/**
 * Creates (or finds) a confirmed user with a verified e-mail and a permanent password, optionally in a
 * group. Safe to run again: an existing user only gets the password (and group) set. Returns the real
 * username (cognito-local's uuid), which group calls need.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: SeedAccount,
  options: { group?: string } = {},
): Promise<string> {
  const email = account.email.trim().toLowerCase();
  let username: string | undefined;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    username = existing.Username;
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  if (!username) {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.givenName },
          { Name: 'family_name', Value: account.familyName },
        ],
      }),
    );
    username = created.User?.Username;
    if (!username) throw new Error(`Cognito created ${email} without a username`);
  }
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: account.password, Permanent: true }));
  if (options.group) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: options.group }));
  }
  return username;
}
