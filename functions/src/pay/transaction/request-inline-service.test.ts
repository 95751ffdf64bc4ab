import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Authorization } from '../db/authorization';
import { Merchant } from '../db/merchant';
import { newMerchantKeys, hashSecretKey } from '../merchant/merchant-keys';
import { requestInlineBody } from './contract';
import { requestInline } from './request-inline-service';

const keys = newMerchantKeys('test');
const merchant = Merchant.create({
  merchantId: '1001',
  name: 'Adire House',
  publicKey: keys.publicKey,
  secretKeyHash: hashSecretKey(keys.secretKey),
  secretKeySealed: 'sealed-test',
  createdAt: '2026-11-26T10:00:00.000Z',
}).params<{ Item: Record<string, unknown> }>().Item;

const isVaultLookup = (command: SentCommand) => command.name === 'QueryCommand' && JSON.stringify(command.input).includes('authorization');

afterEach(() => jest.restoreAllMocks());

describe('requestInline', () => {
  test('It should look the customer’s saved cards up beside the transaction’s own writes, not after them', async () => {
    const saved = Authorization.create({
      merchantId: '1001',
      email: 'ada@example.com',
      authorizationCode: 'AUTH_1',
      bin: '408408',
      last4: '4081',
      expMonth: '12',
      expYear: '2030',
      brand: 'visa',
      inVault: true,
      createdAt: '2026-11-26T10:00:00.000Z',
    }).params<{ Item: Record<string, unknown> }>().Item;
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'GetCommand' && JSON.stringify(command.input.Key).includes('merchant')) return { Item: merchant };
      if (isVaultLookup(command)) return { Items: [saved] };
      return command.name === 'QueryCommand' ? { Items: [] } : {};
    });
    const body = requestInlineBody.parse({ key: keys.publicKey, email: 'ada@example.com', amount: 500_000 });
    const init = await requestInline({ merchantId: '1001', keyKind: 'public', mode: 'test' }, body, {});
    expect(init.canPayWithVault).toBe(true);
    const lookup = sent.findIndex(isVaultLookup);
    const write = sent.findIndex((command) => command.name === 'TransactWriteCommand');
    expect(lookup).toBeGreaterThanOrEqual(0);
    expect(write).toBeGreaterThan(lookup);
  });
});
