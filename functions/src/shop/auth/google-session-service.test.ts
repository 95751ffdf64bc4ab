import { UnauthorizedError } from '../../lib/http/errors';
import { fakeDynamoDb, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { User } from '../db/user';
import { refreshTokens } from '../shared/pool-sign-in';
import { googleSession } from './google-session-service';

// Cognito is the edge: the refresh answers as the test says; decoding the tokens it answers stays real.
jest.mock('../shared/pool-sign-in', () => ({ authenticate: jest.fn(), refreshTokens: jest.fn() }));

const userId = 'google-sub-1';

function token(claims: Record<string, unknown>): string {
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
}

const googleIdentity = [{ providerName: 'Google', providerType: 'Google', userId: '1093', primary: 'true' }];

function refreshed(idClaims: Record<string, unknown>) {
  return {
    accessToken: token({ sub: userId, exp: Math.floor(Date.now() / 1000) + 300 }),
    idToken: token({ sub: userId, email: 'Ada@Example.com', given_name: 'Ada', family_name: 'Obi', ...idClaims }),
    refreshToken: undefined,
  };
}

const storedProfile = User.create({ userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', createdAt: 'c', updatedAt: 'u' }).params().Item;

/** The profile item is answered once `exists` says so (after the profile's transaction, or from the start). */
function table(exists: () => boolean) {
  return (command: SentCommand) => {
    if (command.name !== 'GetCommand') return {};
    const key = JSON.stringify(command.input.Key);
    return { Item: key.includes('$user') && exists() ? storedProfile : undefined };
  };
}

afterEach(() => jest.restoreAllMocks());

describe('google-session-service', () => {
  test("It should create the profile from Google's attributes on the first sign-in and start the session with the cookie", async () => {
    let created = false;
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'TransactWriteCommand') created = true;
      return table(() => created)(command);
    });
    jest.mocked(refreshTokens).mockResolvedValue(refreshed({ identities: googleIdentity }));

    const result = await googleSession('google-refresh-1', 'shop.example');

    expect(refreshTokens).toHaveBeenCalledWith('google-refresh-1');
    const items = transactItems(sent);
    const profile = items.find((item) => JSON.stringify(item).includes('"firstName"'));
    expect(profile?.Put).toMatchObject({ Item: expect.objectContaining({ userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' }) });
    if (!('session' in result)) throw new Error('A user without two-factor sign-in got a challenge');
    expect(result.session.user).toEqual({ uuid: userId, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', isAdmin: false });
    expect(JSON.stringify(result.session)).not.toContain('google-refresh-1');
    expect(result.cookies.join(';')).toContain('google-refresh-1');
  });

  test('It should not create the profile again on a later sign-in', async () => {
    const sent = fakeDynamoDb(table(() => true));
    jest.mocked(refreshTokens).mockResolvedValue(refreshed({ identities: googleIdentity }));
    const result = await googleSession('google-refresh-2', 'shop.example');
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toHaveLength(0);
    expect('session' in result).toBe(true);
  });

  test("It should refuse a password user's refresh token and a token Cognito does not accept, writing nothing", async () => {
    const sent = fakeDynamoDb(table(() => false));
    jest.mocked(refreshTokens).mockResolvedValueOnce(refreshed({}));
    await expect(googleSession('password-users-token', 'shop.example')).rejects.toThrow(UnauthorizedError);
    jest.mocked(refreshTokens).mockResolvedValueOnce(refreshed({ identities: [{ providerName: 'Facebook' }] }));
    await expect(googleSession('other-provider-token', 'shop.example')).rejects.toThrow(UnauthorizedError);
    jest.mocked(refreshTokens).mockResolvedValueOnce(null);
    await expect(googleSession('forged', 'shop.example')).rejects.toThrow(UnauthorizedError);
    expect(sent.filter((command) => command.name !== 'GetCommand')).toHaveLength(0);
  });
});
