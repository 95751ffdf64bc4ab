import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePassword, otpSecret, storedPassword } from './local-secrets';

describe('local secrets', () => {
  let data: string;
  beforeEach(() => {
    data = mkdtempSync(join(tmpdir(), 'aso-secrets-'));
  });
  afterEach(() => rmSync(data, { recursive: true, force: true }));

  test('It should generate the OTP key once (32 random bytes) and keep it across restarts', () => {
    const first = otpSecret(data);

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(otpSecret(data)).toBe(first);
    expect(statSync(join(data, 'secrets', 'otp-secret')).mode & 0o777).toBe(0o600);
  });

  test('It should keep a generated password in the data folder', () => {
    const password = storedPassword(data, 'admin');

    expect(storedPassword(data, 'admin')).toBe(password);
    expect(readFileSync(join(data, 'secrets', 'admin-password'), 'utf8').trim()).toBe(password);
  });

  test('It should generate passwords that meet the user pool policy', () => {
    for (let index = 0; index < 50; index += 1) {
      const password = generatePassword();
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
