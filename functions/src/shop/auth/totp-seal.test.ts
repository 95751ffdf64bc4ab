import { recoveryCodeHash, seal, unseal } from './totp-seal';

describe('totp-seal', () => {
  test('It should open what it sealed, and never show the plaintext in the sealed form', () => {
    const sealed = seal('key-1', 'totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal('key-1', 'totp-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  test('It should seal the same text differently each time', () => {
    expect(seal('key-1', 'totp-secret', 'same')).not.toBe(seal('key-1', 'totp-secret', 'same'));
  });

  test('It should refuse another key, another purpose and any altered byte', () => {
    const sealed = seal('key-1', 'login-challenge', '{"userId":"u"}');
    expect(unseal('key-2', 'login-challenge', sealed)).toBeNull();
    expect(unseal('key-1', 'totp-secret', sealed)).toBeNull();
    const [iv = '', tag = '', body = ''] = sealed.split('.');
    // The second-to-last character always carries ciphertext bits (the last may be partly padding).
    const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.slice(-1)}`;
    expect(unseal('key-1', 'login-challenge', [iv, tag, flipped].join('.'))).toBeNull();
    expect(unseal('key-1', 'login-challenge', 'not-sealed')).toBeNull();
  });

  test('It should hash recovery codes with the key and the user, never storing the code', () => {
    const hash = recoveryCodeHash('key-1', 'user-1', 'abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('key-2', 'user-1', 'abcde-fghjk')).not.toBe(hash);
    expect(recoveryCodeHash('key-1', 'user-2', 'abcde-fghjk')).not.toBe(hash);
  });
});
