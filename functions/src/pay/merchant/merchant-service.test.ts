import { HttpError } from '../../lib/http/errors';
import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Merchant } from '../db/merchant';
import { liveDisabledMessage } from '../processor/processor-factory';
import { hashSecretKey, newMerchantKeys } from './merchant-keys';
import { authenticateMerchant, authenticateMerchantEitherMode } from './merchant-service';

const testPair = newMerchantKeys('test');
const livePair = newMerchantKeys('live');
const stored = Merchant.create({
  merchantId: '1001',
  name: 'Both Modes Ltd',
  publicKey: testPair.publicKey,
  secretKeyHash: hashSecretKey(testPair.secretKey),
  secretKeySealed: 'sealed-test',
  livePublicKey: livePair.publicKey,
  liveSecretKeyHash: hashSecretKey(livePair.secretKey),
  liveSecretKeySealed: 'sealed-live',
  createdAt: '2026-11-26T10:00:00.000Z',
}).params<{ Item: Record<string, unknown> }>().Item;

/** The merchant answers every key query; the index each query used is kept. */
function table(): SentCommand[] {
  return fakeDynamoDb(({ name }) => (name === 'QueryCommand' ? { Items: [stored] } : {}));
}

const indexesOf = (sent: readonly SentCommand[]) => sent.map((command) => command.input.IndexName);

async function refusal(attempt: Promise<unknown>): Promise<[number, string]> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('It was not refused');
}

afterEach(() => jest.restoreAllMocks());

describe("the merchant API's key check", () => {
  test("It should open a test key's call in test mode, looking test keys up on gsi1 (public) and gsi2 (secret)", async () => {
    const sent = table();
    expect(await authenticateMerchant(testPair.secretKey, 'secret', { body: undefined })).toEqual({ merchantId: '1001', keyKind: 'secret', mode: 'test' });
    expect(await authenticateMerchant(undefined, 'public', { body: { key: testPair.publicKey } })).toEqual({ merchantId: '1001', keyKind: 'public', mode: 'test' });
    expect(indexesOf(sent)).toEqual(['gsi2', 'gsi1']);
  });

  test("It should look live keys up on gsi4 and gsi3 and answer the live acquirer's 403 on a route that is not mode-aware", async () => {
    const sent = table();
    expect(await refusal(authenticateMerchant(livePair.secretKey, 'secret', { body: undefined }))).toEqual([403, liveDisabledMessage]);
    expect(await refusal(authenticateMerchant(livePair.publicKey, 'public', { body: undefined }))).toEqual([403, liveDisabledMessage]);
    expect(indexesOf(sent)).toEqual(['gsi4', 'gsi3']);
  });

  test('It should let a live key through in live mode on the mode-aware reads', async () => {
    const sent = table();
    expect(await authenticateMerchantEitherMode(livePair.secretKey, 'secret', { body: undefined })).toEqual({ merchantId: '1001', keyKind: 'secret', mode: 'live' });
    expect(await authenticateMerchantEitherMode(testPair.secretKey, 'secret', { body: undefined })).toEqual({ merchantId: '1001', keyKind: 'secret', mode: 'test' });
    expect(indexesOf(sent)).toEqual(['gsi4', 'gsi2']);
  });

  test('It should refuse an unknown key of either mode, and a key of no mode without asking the table', async () => {
    const sent = fakeDynamoDb(() => ({ Items: [] }));
    expect(await refusal(authenticateMerchantEitherMode(newMerchantKeys('live').secretKey, 'secret', { body: undefined }))).toEqual([401, 'Invalid secret key']);
    expect(await refusal(authenticateMerchant(newMerchantKeys('test').publicKey, 'public', { body: undefined }))).toEqual([401, 'Invalid public key']);
    expect(await refusal(authenticateMerchant(`sk_prod_${'0'.repeat(48)}`, 'secret', { body: undefined }))).toEqual([401, 'Invalid secret key']);
    expect(indexesOf(sent)).toEqual(['gsi4', 'gsi1']);
  });
});
