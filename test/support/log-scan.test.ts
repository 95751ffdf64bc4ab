import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findLeaks, scanLogs, storedSecrets } from './log-scan';

const none = { values: [], codes: [] };

describe('log scan', () => {
  test('It should find tokens, secret keys, card numbers and password fields, naming the kind only', () => {
    const text = [
      'POST /api/v1/auth/login → 200 (12 ms)',
      'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig',
      'key sk_test_0123456789abcdef0123',
      'charging 4084084084084081',
      '{"password":"Kente-Cloth-2024"}',
    ].join('\n');
    expect(findLeaks('shop.log', text, none)).toEqual([
      { file: 'shop.log', line: 2, what: 'a JSON web token (access, id or refresh token)' },
      { file: 'shop.log', line: 3, what: 'a merchant secret key' },
      { file: 'shop.log', line: 4, what: 'a card number' },
      { file: 'shop.log', line: 5, what: 'a password field' },
    ]);
  });

  test('It should leave timestamps, amounts, durations and transaction ids alone', () => {
    // 253833903352134 is a (Luhn-valid) Pay transaction id.
    const text = '[1795441112982] paid 100000 kobo in 4084 ms; order 20261123-000123 ref 4084084084084082 POST /transaction/set_ip/253833903352134';
    expect(findLeaks('pay.log', text, none)).toEqual([]);
  });

  test('It should find a known secret and a mailed code only where a line speaks of a code', () => {
    const known = { values: [{ what: 'the stored secret otp-secret', value: 'abcdef0123456789' }], codes: ['482913'] };
    const text = 'hmac abcdef0123456789\nverify otp 482913\nlisted 482913 items';
    expect(findLeaks('a.log', text, known)).toEqual([
      { file: 'a.log', line: 1, what: 'the stored secret otp-secret' },
      { file: 'a.log', line: 2, what: 'a mailed one-time code' },
    ]);
  });

  test('It should read the stack\'s own logs and stored secrets, not the emulators\'', () => {
    const data = mkdtempSync(join(tmpdir(), 'log-scan-'));
    try {
      mkdirSync(join(data, 'logs'));
      mkdirSync(join(data, 'secrets'));
      writeFileSync(join(data, 'secrets', 'pay-master-key'), 'f00dfeedf00dfeed\n');
      writeFileSync(join(data, 'secrets', 'admin-password'), 'Adm1n-Passw0rd!\n');
      writeFileSync(join(data, 'secrets', 'merchant.json'), JSON.stringify({ publicKey: 'pk_test_1', secretKey: 'sk_test_abcdef0123456789' }));
      writeFileSync(join(data, 'stack-terminal.log'), 'Admin admin@aso.test password Adm1n-Passw0rd!\n');
      writeFileSync(join(data, 'logs', 'shop-gateway.log'), 'ok\nsealed with f00dfeedf00dfeed\nAdm1n-Passw0rd!\n');
      writeFileSync(join(data, 'logs', 'ses.log'), 'your code is 123456, key f00dfeedf00dfeed\n');
      const secrets = storedSecrets(data);
      expect(secrets.map((secret) => secret.value).sort()).toEqual(['Adm1n-Passw0rd!', 'f00dfeedf00dfeed', 'sk_test_abcdef0123456789']);
      // The banner may show the local admin's password; the gateway's log may not.
      expect(scanLogs(data, { values: secrets, codes: ['123456'] })).toEqual([
        { file: 'logs/shop-gateway.log', line: 2, what: 'the stored secret pay-master-key' },
        { file: 'logs/shop-gateway.log', line: 3, what: 'the stored secret admin-password' },
      ]);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
