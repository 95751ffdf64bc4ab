import { UnauthorizedError } from '../../lib/http/errors';
import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { SessionCutoff, SessionGrant } from '../db/session-grant';
import { User } from '../db/user';
import { authenticate, refreshTokens } from '../shared/pool-sign-in';
import { logIn, refreshSession } from './session-service';

// Cognito is the edge here: sign-in and refresh answer as the test says; decoding Cognito's tokens stays real.
jest.mock('../shared/pool-sign-in', () => ({ authenticate: jest.fn(), refreshTokens: jest.fn() }));

const userId = 'user-1';
const profile = User.create({ userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', createdAt: 'c', updatedAt: 'u' }).params().Item;

function token(claims: Record<string, unknown>): string {
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
}

const tokens = (groups: string[]) => ({
  accessToken: token({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600, 'cognito:groups': groups }),
  idToken: 'id',
  refreshToken: 'refresh-1',
});

/** The hits added to the wrong-password counters, in order (+1 taken, -1 given back). */
function hits(sent: SentCommand[]): unknown[] {
  return sent
    .filter((command) => command.name === 'UpdateCommand')
    .map((command) => Object.entries(command.input.ExpressionAttributeValues ?? {}).find(([name]) => name === ':hits_u0')?.[1]);
}

/** Answers reads: the profile, and the refresh token's grant and the user's cutoff when the test gives them. */
function answer(stored: { grant?: unknown; cutoff?: unknown } = {}) {
  return (command: SentCommand) => {
    if (command.name !== 'GetCommand') return {};
    const key = JSON.stringify(command.input.Key);
    if (key.includes('sessiongrant')) return { Item: stored.grant };
    if (key.includes('sessioncutoff')) return { Item: stored.cutoff };
    return { Item: key.includes('user') ? profile : undefined };
  };
}

const grant = (issuedAt: number) => SessionGrant.create({ tokenHash: 'h', userId, issuedAt, expiresAt: 1 }).params().Item;
const cutoff = (endedAt: number) => SessionCutoff.create({ userId, endedAt }).params().Item;

afterEach(() => jest.restoreAllMocks());

describe('session-service', () => {
  test('It should give back all three wrong-password hits after a right password, and put the refresh token only in the cookie', async () => {
    const sent = fakeDynamoDb(answer());
    jest.mocked(authenticate).mockResolvedValue(tokens(['admin']));
    const result = await logIn('ada@example.com', 'Right-pass1!', '10.0.0.1', 'shop.example');
    if (!('session' in result)) throw new Error('A user without two-factor sign-in got a challenge');
    const { session, cookies } = result;
    expect(hits(sent)).toEqual([1, 1, 1, -1, -1, -1]);
    expect(session.user).toEqual({ uuid: userId, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', isAdmin: true });
    expect(JSON.stringify(session)).not.toContain('refresh-1');
    expect(cookies.join(';')).toContain('refresh-1');
    const granted = sent.find((command) => command.name === 'PutCommand' && JSON.stringify(command.input).includes('sessiongrant'));
    expect(JSON.stringify(granted?.input)).not.toContain('refresh-1');
  });

  test('It should keep the hits of a wrong password and answer 401', async () => {
    const sent = fakeDynamoDb(answer());
    jest.mocked(authenticate).mockResolvedValue(null);
    await expect(logIn('ada@example.com', 'wrong', '10.0.0.1', undefined)).rejects.toThrow(UnauthorizedError);
    expect(hits(sent)).toEqual([1, 1, 1]);
  });

  test('It should count wrong passwords per (account, source), per account and per source, so one source cannot lock the account', async () => {
    const sent = fakeDynamoDb(answer());
    jest.mocked(authenticate).mockResolvedValue(null);
    await expect(logIn('ada@example.com', 'wrong', '10.0.0.1', undefined)).rejects.toThrow(UnauthorizedError);
    const keys = sent.filter((command) => command.name === 'UpdateCommand').map((command) => JSON.stringify(command.input.Key));
    expect(keys).toEqual([
      expect.stringMatching(/login-fail-source.*ada@example\.com 10\.0\.0\.1/),
      expect.stringMatching(/login-fail-account.*ada@example\.com/),
      expect.stringMatching(/login-fail-ip.*10\.0\.0\.1/),
    ]);
  });

  test('It should give back the hits already taken when a later limit is full', async () => {
    const full = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    const sent = fakeDynamoDb((command) => {
      const target = JSON.stringify(command.input.Key ?? command.input.Item);
      const taking = command.name === 'PutCommand' || Object.values(command.input.ExpressionAttributeValues ?? {}).includes(1);
      if (target.includes('login-fail-account') && taking) throw full();
      return answer()(command);
    });
    jest.mocked(authenticate).mockClear().mockResolvedValue(tokens([]));
    await expect(logIn('ada@example.com', 'Right-pass1!', '10.0.0.1', undefined)).rejects.toMatchObject({ statusCode: 429 });
    expect(authenticate).not.toHaveBeenCalled();
    // The (account, source) hit was taken, then given back; the per-source limit was never reached.
    expect(hits(sent).filter((value) => value === -1)).toHaveLength(1);
    expect(sent.some((command) => JSON.stringify(command.input.Key ?? command.input.Item).includes('login-fail-ip'))).toBe(false);
  });

  test('It should refuse a refresh token the Shop never granted (or logout removed) without asking Cognito', async () => {
    fakeDynamoDb(answer());
    jest.mocked(refreshTokens).mockResolvedValue(tokens([]));
    await expect(refreshSession('refresh-1', undefined)).rejects.toThrow('Your session has ended');
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  test('It should refuse a refresh token granted before the customer\'s sessions were ended', async () => {
    fakeDynamoDb(answer({ grant: grant(1_000), cutoff: cutoff(2_000) }));
    jest.mocked(refreshTokens).mockResolvedValue(tokens([]));
    await expect(refreshSession('refresh-1', undefined)).rejects.toThrow('Your session has ended');
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  test('It should refresh a token granted after the cutoff', async () => {
    fakeDynamoDb(answer({ grant: grant(3_000), cutoff: cutoff(2_000) }));
    jest.mocked(refreshTokens).mockResolvedValue({ ...tokens([]), refreshToken: undefined });
    const { session, cookies } = await refreshSession('refresh-1', undefined);
    expect(session.user.uuid).toBe(userId);
    expect(cookies).toEqual([]);
  });
});
