import { hashSecretKey, looksLikePublicKey, looksLikeSecretKey, modeOfKey, newMerchantKeys } from './merchant-keys';

describe('merchant keys', () => {
  test('It should make a public and a secret key of the documented shapes, different every time', () => {
    const first = newMerchantKeys();
    const second = newMerchantKeys();
    expect(looksLikePublicKey(first.publicKey)).toBe(true);
    expect(looksLikeSecretKey(first.secretKey)).toBe(true);
    expect(looksLikeSecretKey(first.publicKey)).toBe(false);
    expect(first.secretKey).not.toBe(second.secretKey);
  });

  test('It should mark the mode in both keys: test by default, live when asked', () => {
    expect(newMerchantKeys()).toEqual({ publicKey: expect.stringMatching(/^pk_test_/), secretKey: expect.stringMatching(/^sk_test_/) });
    const live = newMerchantKeys('live');
    expect(live).toEqual({ publicKey: expect.stringMatching(/^pk_live_/), secretKey: expect.stringMatching(/^sk_live_/) });
    expect(looksLikePublicKey(live.publicKey) && looksLikeSecretKey(live.secretKey)).toBe(true);
  });

  test('It should store a secret key only as a stable hash that does not contain it', () => {
    const { secretKey } = newMerchantKeys();
    expect(hashSecretKey(secretKey)).toBe(hashSecretKey(secretKey));
    expect(hashSecretKey(secretKey)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretKey(secretKey)).not.toContain(secretKey.slice(8));
  });

  test("It should read a key's mode from its prefix, and no mode from anything else", () => {
    const livePair = newMerchantKeys('live');
    const testPair = newMerchantKeys('test');
    expect([modeOfKey(livePair.publicKey), modeOfKey(livePair.secretKey), modeOfKey(testPair.publicKey), modeOfKey(testPair.secretKey)]).toEqual(['live', 'live', 'test', 'test']);
    expect([modeOfKey('xk_live_00'), modeOfKey('sk_prod_00'), modeOfKey(''), modeOfKey(' sk_live_00')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
