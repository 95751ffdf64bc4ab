import { hashSecretKey, newMerchantKeys } from '../merchant/merchant-keys';
import { Merchant } from './merchant';

interface PutParams {
  Item: Record<string, unknown>;
}
interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

const testPair = newMerchantKeys('test');
const livePair = newMerchantKeys('live');
const base = {
  merchantId: '1001',
  name: 'Both Modes Ltd',
  publicKey: testPair.publicKey,
  secretKeyHash: hashSecretKey(testPair.secretKey),
  secretKeySealed: 'sealed-test',
  createdAt: '2026-11-26T10:00:00.000Z',
};
const live = { livePublicKey: livePair.publicKey, liveSecretKeyHash: hashSecretKey(livePair.secretKey), liveSecretKeySealed: 'sealed-live' };

describe("a merchant's two key pairs", () => {
  test('It should index the live pair on gsi3 (public key) and gsi4 (secret-key hash) beside the test pair on gsi1 and gsi2', () => {
    const { Item } = Merchant.create({ ...base, ...live }).params<PutParams>();
    expect(String(Item.gsi1pk)).toContain(testPair.publicKey);
    expect(String(Item.gsi2pk)).toContain(base.secretKeyHash);
    expect(String(Item.gsi3pk)).toContain(livePair.publicKey);
    expect(String(Item.gsi4pk)).toContain(live.liveSecretKeyHash);
    expect(Item.gsi3sk).toBeDefined();
    expect(Item.gsi4sk).toBeDefined();
  });

  test('It should leave the live indexes out for a merchant item without a live pair (made before live pairs existed)', () => {
    const { Item } = Merchant.create(base).params<PutParams>();
    expect(Object.keys(Item)).not.toEqual(expect.arrayContaining(['gsi3pk']));
    expect(Object.keys(Item).filter((key) => key.startsWith('gsi3') || key.startsWith('gsi4'))).toEqual([]);
  });

  test('It should write both live index keys when the live pair is added or rotated later, only while no live key is there', () => {
    const params = Merchant.patch({ merchantId: base.merchantId })
      .set(live)
      .where(({ livePublicKey }, { notExists }) => notExists(livePublicKey))
      .params<UpdateParams & { ConditionExpression: string }>();
    const written = Object.values(params.ExpressionAttributeNames);
    expect(written).toEqual(expect.arrayContaining(['gsi3pk', 'gsi4pk', 'livePublicKey', 'liveSecretKeyHash', 'liveSecretKeySealed']));
    expect(Object.values(params.ExpressionAttributeValues)).toEqual(expect.arrayContaining([expect.stringContaining(livePair.publicKey), expect.stringContaining(live.liveSecretKeyHash)]));
    expect(params.ConditionExpression).toMatch(/attribute_not_exists\(#livePublicKey\)/);
  });
});
