import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code';

describe('otp-code', () => {
  test('It should generate six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtpCode()).toMatch(/^[0-9]{6}$/);
  });

  test('It should not repeat itself across many codes', () => {
    const codes = new Set(Array.from({ length: 500 }, generateOtpCode));
    expect(codes.size).toBeGreaterThan(490);
  });

  test('It should store a keyed hash, never the code', () => {
    const hash = hashOtpCode('secret-1', 'signup', 'ada@example.com', '123456');
    expect(hash).not.toContain('123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOtpCode('secret-2', 'signup', 'ada@example.com', '123456')).not.toBe(hash);
  });

  test('It should match only the same code, address, purpose and key', () => {
    const hash = hashOtpCode('k', 'signup', 'ada@example.com', '123456');
    expect(otpCodeMatches('k', 'signup', 'ada@example.com', '123456', hash)).toBe(true);
    expect(otpCodeMatches('k', 'signup', 'ada@example.com', '123457', hash)).toBe(false);
    expect(otpCodeMatches('k', 'recovery', 'ada@example.com', '123456', hash)).toBe(false);
    expect(otpCodeMatches('k', 'signup', 'bob@example.com', '123456', hash)).toBe(false);
    expect(otpCodeMatches('other', 'signup', 'ada@example.com', '123456', hash)).toBe(false);
    expect(otpCodeMatches('k', 'signup', 'ada@example.com', '123456', 'abc')).toBe(false);
  });
});
