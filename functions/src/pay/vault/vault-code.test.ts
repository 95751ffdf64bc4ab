import { hashVaultCode, maskEmail, vaultCodeMatches } from './vault-code';

describe('vault codes', () => {
  test('It should match the right code for the same checkout and e-mail only', () => {
    const stored = hashVaultCode('access-1', 'ada@example.com', '123456');
    expect(vaultCodeMatches('access-1', 'ada@example.com', '123456', stored)).toBe(true);
    expect(vaultCodeMatches('access-1', 'ada@example.com', '123457', stored)).toBe(false);
    expect(vaultCodeMatches('access-2', 'ada@example.com', '123456', stored)).toBe(false);
    expect(vaultCodeMatches('access-1', 'bob@example.com', '123456', stored)).toBe(false);
  });

  test('It should never store the code itself and salt every hash', () => {
    const first = hashVaultCode('access-1', 'ada@example.com', '123456');
    expect(first).not.toContain('123456');
    expect(hashVaultCode('access-1', 'ada@example.com', '123456')).not.toBe(first);
  });

  test('It should mask an e-mail address', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@example.com');
  });
});
