import { fakeDynamoDb } from '../../lib/testing/fake-dynamodb';
import { countHit, type RateRule } from './rate-limit-service';

const rule: RateRule = { scope: 'login', limit: 5, windowSeconds: 900, message: 'Too many attempts' };

function conditionFailed(): Error {
  return Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
}

afterEach(() => jest.restoreAllMocks());

describe('countHit', () => {
  test('It should count a hit in the window another caller opened a moment before, not refuse it', async () => {
    // Prepare: no window yet when this caller looks, but a concurrent caller opens it first.
    let updates = 0;
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'UpdateCommand') {
        updates += 1;
        if (updates === 1) throw conditionFailed();
        return {};
      }
      if (command.name === 'PutCommand') throw conditionFailed();
      throw new Error(`unexpected ${command.name}`);
    });

    // Act
    await countHit(rule, 'ada@example.com');

    // Assess
    expect(sent.map((command) => command.name)).toEqual(['UpdateCommand', 'PutCommand', 'UpdateCommand']);
  });

  test('It should refuse with 429 when the open window is full', async () => {
    fakeDynamoDb((command) => {
      if (command.name === 'GetCommand') return { Item: { hits: 5, windowEndsAt: Date.now() + 60_000 } };
      throw conditionFailed();
    });
    await expect(countHit(rule, 'ada@example.com')).rejects.toMatchObject({ statusCode: 429 });
  });

  test('It should open a new window when there is none', async () => {
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'UpdateCommand') throw conditionFailed();
      return {};
    });
    await countHit(rule, 'ada@example.com');
    expect(sent.map((command) => command.name)).toEqual(['UpdateCommand', 'PutCommand']);
  });
});
