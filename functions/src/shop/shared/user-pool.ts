import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { BadRequestError } from '../../lib/http/errors';
import { requireEnv } from '../../lib/env/env';

const cognito = new CognitoIdentityProviderClient({});
const userPoolId = () => requireEnv('USER_POOL_ID');
const clientId = () => requireEnv('USER_POOL_CLIENT_ID');

/** A Cognito user as the shop needs it; `username` is what admin calls take (the uuid). */
export interface PoolUser {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface PoolTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function attribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((entry) => entry.Name === name)?.Value ?? '';
}

/** Finds a user by e-mail or by sub (both are accepted as usernames by a pool with e-mail sign-in). */
export async function findPoolUser(usernameOrEmail: string): Promise<PoolUser | null> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: usernameOrEmail }));
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

function passwordRejected(error: unknown): never {
  if (errorName(error) === 'InvalidPasswordException') {
    throw new BadRequestError('Password does not meet the password policy', [{ path: 'password', message: 'Password does not meet the password policy' }]);
  }
  throw error;
}

/** Creates a confirmed user with a verified e-mail and a permanent password; no Cognito e-mail is sent. */
export async function createPoolUser(input: { email: string; password: string; firstName: string; lastName: string }): Promise<PoolUser> {
  const created = await cognito.send(
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
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
    throw error;
  }
  return { userId, username, email: input.email, firstName: input.firstName, lastName: input.lastName };
}

export async function setPoolPassword(username: string, password: string): Promise<void> {
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: username, Password: password, Permanent: true }));
  } catch (error) {
    passwordRejected(error);
  }
}

export async function deletePoolUser(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

const wrongCredentials = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException', 'UserNotConfirmedException']);

/** Password sign-in; null when the e-mail or password is wrong (never says which). */
export async function authenticate(email: string, password: string): Promise<PoolTokens | null> {
  try {
    const answer = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) return null;
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
  } catch (error) {
    if (wrongCredentials.has(errorName(error))) return null;
    throw error;
  }
}

/** New access and ID tokens for a refresh token; null when Cognito no longer accepts it. */
export async function refreshTokens(refreshToken: string): Promise<PoolTokens | null> {
  try {
    const answer = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) return null;
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: undefined };
  } catch (error) {
    if (wrongCredentials.has(errorName(error))) return null;
    throw error;
  }
}

/**
 * Claims of a token Cognito has just handed us over TLS. Only for tokens received directly from Cognito:
 * tokens from callers are verified by the authorizer, never read this way.
 */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** The group whose members may use the back office (the route chain checks the token's `cognito:groups`). */
export const adminGroup = 'admin';

/** The user ids (`sub`) of every member of the admin group. */
export async function listAdminIds(): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: adminGroup, ...(next ? { NextToken: next } : {}) }));
    for (const user of page.Users ?? []) {
      const id = attribute(user.Attributes, 'sub') || user.Username;
      if (id) ids.push(id);
    }
    next = page.NextToken;
  } while (next);
  return ids;
}

/** Adds a user to, or removes them from, the admin group. */
export async function setPoolAdmin(username: string, admin: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: username, GroupName: adminGroup };
  await cognito.send(admin ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
}
