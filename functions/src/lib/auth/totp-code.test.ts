import { TOTP, Secret } from 'otpauth';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUri, stepAt } from './totp-code';

/** RFC 6238 appendix B's SHA-1 key ("12345678901234567890"), base32. */
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

describe('totp-code', () => {
  test('It should accept the RFC 6238 test vector at its time (59 s gives 287082 in 6 digits)', () => {
    expect(matchingStep(rfcSecret, '287082', 59_000)).toBe(1);
  });

  test('It should accept the previous and next step for clock drift, and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(rfcSecret, codeAt(rfcSecret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(rfcSecret, codeAt(rfcSecret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(rfcSecret, codeAt(rfcSecret, now - 90_000), now)).toBeNull();
  });

  test('It should refuse a code made from another secret', () => {
    const now = Date.now();
    const other = newTotpSecret();
    expect(matchingStep(rfcSecret, codeAt(other, now), now)).toBeNull();
  });

  test('It should make 160-bit base32 secrets that differ every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newTotpSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  test('It should write an otpauth URI an app can read back, naming the shop and the account', () => {
    const uri = otpauthUri(rfcSecret, 'admin@aso.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Aso:admin%40aso\.test\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(rfcSecret);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Aso');
  });

  test('It should make eight distinct recovery codes and read them back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    expect(normaliseRecoveryCode(` ${first.toUpperCase().replace('-', ' ')} `)).toBe(first);
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(first)).toBe(false);
  });
});
