import { openSecretKey, sealSecretKey } from './secret-key-cipher';

const master = 'a'.repeat(64);
const secretKey = 'sk_test_0123456789abcdef0123456789abcdef0123456789abcdef';

describe('sealed secret keys', () => {
  test('It should open what it sealed for the same merchant', () => {
    const sealed = sealSecretKey(secretKey, 'm1', master);
    expect(sealed).not.toContain(secretKey);
    expect(openSecretKey(sealed, 'm1', master)).toBe(secretKey);
  });

  test('It should seal the same key differently each time', () => {
    expect(sealSecretKey(secretKey, 'm1', master)).not.toBe(sealSecretKey(secretKey, 'm1', master));
  });

  test('It should refuse a sealed key moved to another merchant', () => {
    const sealed = sealSecretKey(secretKey, 'm1', master);
    expect(() => openSecretKey(sealed, 'm2', master)).toThrow();
  });

  test('It should refuse another master key, a tampered text and an unknown format', () => {
    const sealed = sealSecretKey(secretKey, 'm1', master);
    expect(() => openSecretKey(sealed, 'm1', 'b'.repeat(64))).toThrow();
    const parts = sealed.split('.');
    const tampered = [parts[0], parts[1], parts[2], Buffer.from('sk_live_x').toString('base64url')].join('.');
    expect(() => openSecretKey(tampered, 'm1', master)).toThrow();
    expect(() => openSecretKey('v0.a.b.c', 'm1', master)).toThrow('known format');
  });

  test('It should refuse a master key too short to be one', () => {
    expect(() => sealSecretKey(secretKey, 'm1', 'short')).toThrow('too short');
  });
});
