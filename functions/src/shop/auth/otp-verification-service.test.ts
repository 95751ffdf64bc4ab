import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { OtpChallenge } from '../db/otp-challenge';
import { hashOtpCode } from './otp-code';
import { consumeOtp } from './otp-verification-service';

const email = 'ada@example.com';
const now = Date.UTC(2024, 0, 1, 12);

function challenge(changes: { wrongTries?: number; consumed?: boolean; validUntil?: number } = {}) {
  return OtpChallenge.create({
    purpose: 'signup',
    email,
    codeHash: hashOtpCode('otp-test-secret', 'signup', email, '123456'),
    validUntil: now + 60_000,
    expiresAt: 0,
    ...changes,
  }).params().Item;
}

function answer(item: unknown) {
  return (command: SentCommand) => (command.name === 'GetCommand' ? { Item: item } : {});
}

const writes = (sent: SentCommand[]) => sent.filter((command) => command.name === 'UpdateCommand');

beforeAll(() => {
  process.env.OTP_SECRET = 'otp-test-secret';
});
afterEach(() => jest.restoreAllMocks());

describe('otp-verification-service', () => {
  test('It should use up a right code, guarded so a second use fails', async () => {
    const sent = fakeDynamoDb(answer(challenge()));
    await consumeOtp('signup', email, '123456', now);
    const [consume] = writes(sent);
    expect(Object.values(consume?.input.ExpressionAttributeValues ?? {})).toContain(true);
    expect(String(consume?.input.ConditionExpression)).toMatch(/#consumed = :consumed/);
  });

  test('It should refuse an expired or used code without writing', async () => {
    let sent = fakeDynamoDb(answer(challenge({ validUntil: now })));
    await expect(consumeOtp('signup', email, '123456', now)).rejects.toThrow('This code has expired or was already used');
    expect(writes(sent)).toHaveLength(0);
    jest.restoreAllMocks();
    sent = fakeDynamoDb(answer(challenge({ consumed: true })));
    await expect(consumeOtp('signup', email, '123456', now)).rejects.toThrow('This code has expired or was already used');
    expect(writes(sent)).toHaveLength(0);
  });

  test('It should count a wrong code and say how many tries are left', async () => {
    const sent = fakeDynamoDb(answer(challenge({ wrongTries: 2 })));
    await expect(consumeOtp('signup', email, '654321', now)).rejects.toThrow('The code is not correct. 2 tries left.');
    expect(writes(sent)).toHaveLength(1);
  });

  test('It should refuse every code after five wrong tries, even the right one', async () => {
    fakeDynamoDb(answer(challenge({ wrongTries: 5 })));
    await expect(consumeOtp('signup', email, '123456', now)).rejects.toThrow('Too many wrong codes');
  });

  test('It should never accept a sign-up code for recovery', async () => {
    fakeDynamoDb(answer(challenge()));
    await expect(consumeOtp('recovery', email, '123456', now)).rejects.toThrow('The code is not correct');
  });
});
