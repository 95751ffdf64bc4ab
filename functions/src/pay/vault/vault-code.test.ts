import { createHash } from 'node:crypto';
import { hashVaultCode, maskEmail, vaultCodeMatches } from './vault-code';

const masterKey = 'a-test-master-key-of-at-least-32-characters';

describe('vault codes', () => {
  test('It should match the right code for the same checkout and e-mail only', () => {
    const stored = hashVaultCode(masterKey, 'access-1', 'ada@example.com', '123456');
    expect(vaultCodeMatches(masterKey, 'access-1', 'ada@example.com', '123456', stored)).toBe(true);
    expect(vaultCodeMatches(masterKey, 'access-1', 'ada@example.com', '123457', stored)).toBe(false);
    expect(vaultCodeMatches(masterKey, 'access-2', 'ada@example.com', '123456', stored)).toBe(false);
    expect(vaultCodeMatches(masterKey, 'access-1', 'bob@example.com', '123456', stored)).toBe(false);
  });

  test('It should never store the code itself and salt every hash', () => {
    const first = hashVaultCode(masterKey, 'access-1', 'ada@example.com', '123456');
    expect(first).not.toContain('123456');
    expect(hashVaultCode(masterKey, 'access-1', 'ada@example.com', '123456')).not.toBe(first);
  });

  test("It should key every hash with Pay's master key, so the table alone cannot confirm a guess", () => {
    const salt = '00112233445566778899aabbccddeeff';
    const stored = hashVaultCode(masterKey, 'access-1', 'ada@example.com', '123456', salt);
    expect(hashVaultCode('another-master-key-of-at-least-32-characters', 'access-1', 'ada@example.com', '123456', salt)).not.toBe(stored);
    expect(vaultCodeMatches('another-master-key-of-at-least-32-characters', 'access-1', 'ada@example.com', '123456', stored)).toBe(false);
    expect(stored).not.toContain(createHash('sha256').update(`${salt}:vault:access-1:ada@example.com:123456`).digest('hex'));
  });

  test('It should mask an e-mail address', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@example.com');
  });
});
