import { fakeDynamoDb } from '../../../lib/testing/fake-dynamodb';
import { Merchant, type MerchantItem } from '../../db/merchant';
import { livePairFor } from './live-pair';

const older: MerchantItem = {
  merchantId: '1001',
  name: 'Older Ltd',
  mode: 'test',
  logo: '',
  publicKey: 'pk_test_0123456789abcdef',
  secretKeyHash: 'hash-test',
  secretKeySealed: 'sealed-test',
  webhookUrl: '',
  domains: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const theirs = { livePublicKey: 'pk_live_fedcba9876543210', liveSecretKeyHash: 'hash-live', liveSecretKeySealed: 'sealed-live' };

beforeEach(() => {
  process.env.PAY_MASTER_KEY = 'unit-test-master-key-0123456789abcdef';
});
afterEach(() => jest.restoreAllMocks());

describe("an older merchant's live pair", () => {
  test('It should answer a pair the merchant holds without writing', async () => {
    const sent = fakeDynamoDb(() => ({}));
    expect(await livePairFor({ ...older, ...theirs })).toEqual(theirs);
    expect(sent).toEqual([]);
  });

  test('It should add a new live pair in one write made only while the merchant has none', async () => {
    const sent = fakeDynamoDb(() => ({}));
    const made = await livePairFor(older);
    expect(made.livePublicKey).toMatch(/^pk_live_[0-9a-f]+$/);
    expect(made.liveSecretKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.map((command) => command.name)).toEqual(['UpdateCommand']);
    expect(String(sent[0]?.input.ConditionExpression)).toMatch(/attribute_not_exists\(#livePublicKey\)/);
  });

  test('It should answer the pair another call wrote first when its own write is refused', async () => {
    const sent = fakeDynamoDb(({ name }) => {
      if (name === 'UpdateCommand') throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      return { Item: Merchant.create({ ...older, ...theirs }).params<{ Item: Record<string, unknown> }>().Item };
    });
    expect(await livePairFor(older)).toEqual(theirs);
    expect(sent.map((command) => [command.name, command.input.ConsistentRead])).toEqual([
      ['UpdateCommand', undefined],
      ['GetCommand', true],
    ]);
  });
});
