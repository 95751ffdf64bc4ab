import { AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { revokePoolRefreshToken } from './pool-sessions';
import { signOutEverywhereAtPool } from './pool-sign-out';

process.env.USER_POOL_ID = 'eu-west-1_pool';
process.env.USER_POOL_CLIENT_ID = 'client-1';

function named(name: string, message = name): Error {
  return Object.assign(new Error(message), { name });
}

function poolAnswers(answer: () => unknown): jest.SpyInstance {
  return jest.spyOn(CognitoIdentityProviderClient.prototype, 'send').mockImplementation(async () => answer());
}

afterEach(() => jest.restoreAllMocks());

describe('ending sessions at the user pool', () => {
  test('It should sign the user out everywhere by their pool username', async () => {
    const send = poolAnswers(() => ({}));
    await signOutEverywhereAtPool('uuid-1');
    const command = send.mock.calls[0]?.[0] as AdminUserGlobalSignOutCommand;
    expect(command).toBeInstanceOf(AdminUserGlobalSignOutCommand);
    expect(command.input).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'uuid-1' });
  });

  test('It should revoke one refresh token for the Shop client', async () => {
    const send = poolAnswers(() => ({}));
    await revokePoolRefreshToken('refresh-token-1');
    const command = send.mock.calls[0]?.[0] as RevokeTokenCommand;
    expect(command).toBeInstanceOf(RevokeTokenCommand);
    expect(command.input).toEqual({ ClientId: 'client-1', Token: 'refresh-token-1' });
  });

  test('It should pass over only the local emulator lacking global sign-out, never a refusal from Cognito', async () => {
    poolAnswers(() => {
      throw named('Unsupported', 'Cognito Local unsupported feature: AdminUserGlobalSignOut');
    });
    await expect(signOutEverywhereAtPool('uuid-1')).resolves.toBeUndefined();
    jest.restoreAllMocks();
    poolAnswers(() => {
      throw named('TooManyRequestsException', 'Rate exceeded');
    });
    await expect(signOutEverywhereAtPool('uuid-1')).rejects.toThrow('Rate exceeded');
  });

  test('It should treat an unknown or already revoked refresh token as ended', async () => {
    poolAnswers(() => {
      throw named('NotAuthorizedException');
    });
    await expect(revokePoolRefreshToken('gone')).resolves.toBeUndefined();
  });
});
