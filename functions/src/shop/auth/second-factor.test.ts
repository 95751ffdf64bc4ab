import { Secret, TOTP } from 'otpauth';
import { BadRequestError } from '../../lib/http/errors';
import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import type { TotpFactorItem } from '../db/totp-factor';
import { verifySecondFactor } from './second-factor';
import { stepAt } from '../../lib/auth/totp-code';
import { recoveryCodeHash, seal } from './totp-seal';

process.env.OTP_SECRET = 'otp-test-secret';

const secret = new Secret({ size: 20 }).base32;
const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const now = 1_700_000_012_000;
const wrong = () => new BadRequestError('wrong');

function factor(changes: Partial<TotpFactorItem> = {}): TotpFactorItem {
  return {
    userId: 'admin-1',
    status: 'enabled',
    sealedSecret: seal('otp-test-secret', 'totp-secret', secret),
    lastUsedStep: 0,
    recoveryCodeHashes: [recoveryCodeHash('otp-test-secret', 'admin-1', 'abcde-fghjk')],
    createdAt: 'c',
    ...changes,
  };
}

/** The writes to the factor itself (not the rate-limit counter), with their condition. */
function factorWrites(sent: SentCommand[]): SentCommand[] {
  return sent.filter((command) => command.name === 'UpdateCommand' && JSON.stringify(command.input.Key).includes('totpfactor'));
}

afterEach(() => jest.restoreAllMocks());

describe('second-factor', () => {
  test("It should accept the app's current code and mark its step used, conditional on no later step", async () => {
    const sent = fakeDynamoDb(() => ({}));
    await verifySecondFactor(factor(), totp.generate({ timestamp: now }), '198.51.100.10', wrong, now);
    const [claim] = factorWrites(sent);
    expect(Object.values(claim?.input.ExpressionAttributeValues ?? {})).toContain(stepAt(now));
    expect(String(claim?.input.ConditionExpression)).toMatch(/</);
  });

  test('It should refuse a code whose step was already used, without writing', async () => {
    const sent = fakeDynamoDb(() => ({}));
    await expect(verifySecondFactor(factor({ lastUsedStep: stepAt(now) }), totp.generate({ timestamp: now }), '198.51.100.10', wrong, now)).rejects.toThrow('wrong');
    expect(factorWrites(sent)).toEqual([]);
  });

  test('It should refuse a code that lost the race for its step', async () => {
    fakeDynamoDb((command) => {
      if (command.name === 'UpdateCommand' && JSON.stringify(command.input.Key).includes('totpfactor')) {
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      }
      return {};
    });
    await expect(verifySecondFactor(factor(), totp.generate({ timestamp: now }), '198.51.100.10', wrong, now)).rejects.toThrow('wrong');
  });

  test('It should spend a stored recovery code however it is typed, and refuse an unknown one', async () => {
    const sent = fakeDynamoDb(() => ({}));
    await verifySecondFactor(factor(), 'ABCDE FGHJK', '198.51.100.10', wrong, now);
    const [spend] = factorWrites(sent);
    expect(String(spend?.input.UpdateExpression)).toMatch(/DELETE/);
    expect(String(spend?.input.ConditionExpression)).toMatch(/contains/);
    await expect(verifySecondFactor(factor(), 'zzzzz-zzzzz', '198.51.100.10', wrong, now)).rejects.toThrow('wrong');
  });

  test('It should not take recovery codes before the factor is confirmed', async () => {
    fakeDynamoDb(() => ({}));
    await expect(verifySecondFactor(factor({ status: 'pending' }), 'abcde-fghjk', '198.51.100.10', wrong, now)).rejects.toThrow('wrong');
  });
});
