import type { TOTP } from 'otpauth';
import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import type { AuthSession, LogInAnswer, TotpChallenge, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from '../../functions/src/shop/auth/contract';
import { requestCode, strongPassword, type Customer } from '../support/accounts';
import { asAdmin, freshAdmin, totpOf } from '../support/admin';
import { api, type ApiResponse } from '../support/api-client';

interface Admin extends Customer {
  /** A token carrying the admin group (taken after the promotion). */
  adminToken: string;
}

/** A fresh admin with a token taken after the promotion, so it carries the admin group. */
async function freshAdminSession(label: string): Promise<Admin> {
  const customer = await freshAdmin(label);
  const login = await api<AuthSession>('/auth/login', { body: { email: customer.email, password: strongPassword } });
  if (!login.body.data?.accessToken) throw new Error(`login answered ${login.status}: ${login.body.message}`);
  return { ...customer, adminToken: login.body.data.accessToken };
}

async function enrol(admin: Admin): Promise<{ totp: TOTP; confirmCode: string; recoveryCodes: string[]; confirmed: ApiResponse<TwoFactorRecoveryCodes> }> {
  const started = await api<TwoFactorEnrolment>('/auth/start-two-factor', { method: 'POST', token: admin.adminToken });
  expect(started.status).toBe(200);
  const uri = started.body.data?.uri ?? '';
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const totp = totpOf(uri);
  const confirmCode = totp.generate();
  const confirmed = await api<TwoFactorRecoveryCodes>('/auth/confirm-two-factor', { token: admin.adminToken, body: { code: confirmCode, password: strongPassword } });
  expect(confirmed.status).toBe(200);
  return { totp, confirmCode, recoveryCodes: confirmed.body.data?.recoveryCodes ?? [], confirmed };
}

async function challengeFor(admin: Admin): Promise<string> {
  const login = await api<LogInAnswer>('/auth/login', { body: { email: admin.email, password: strongPassword } });
  expect(login.status).toBe(200);
  expect(login.body.data).toEqual({ totpRequired: true, challenge: expect.any(String), expiresIn: 300 });
  expect(login.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(false);
  return (login.body.data as TotpChallenge).challenge;
}

function withCode(challenge: string, code: string): Promise<ApiResponse<AuthSession>> {
  return api<AuthSession>('/auth/login-totp', { body: { challenge, code } });
}

/** A code that is not the app's current one (nor the previous or next step's). */
function wrongCodeFor(totp: TOTP): string {
  const near = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '444444';
}

async function twoFactorAudit(admin: Admin): Promise<string[]> {
  const log = await asAdmin<AuditLogEntry[]>('/admin/fetch-audit-log?entity=user');
  return (log.body.data ?? []).filter((entry) => entry.entityId === admin.uuid && entry.action.includes('two-factor')).map((entry) => entry.action);
}

describe('admin two-factor sign-in (TOTP)', () => {
  test('It should enrol, then ask every sign-in for a code, refusing wrong and replayed codes, and take each recovery code once', async () => {
    const admin = await freshAdminSession('totp-admin');
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token: admin.adminToken })).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const wrongConfirm = await api('/auth/confirm-two-factor', { token: admin.adminToken, body: { code: '12345', password: strongPassword } });
    expect(wrongConfirm.status).toBe(400);

    const { totp, confirmCode, recoveryCodes, confirmed } = await enrol(admin);
    expect(recoveryCodes).toHaveLength(8);
    expect(new Set(recoveryCodes).size).toBe(8);
    // Turning two-factor on ends every session begun without the code, from the next request; the password
    // given with the code opened this browser's new one.
    expect((await api('/admin/dashboard', { token: admin.adminToken })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [admin.refreshCookie] })).status).toBe(401);
    const renewed = confirmed.body.data?.session.accessToken ?? '';
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token: renewed })).body.data).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    expect(confirmed.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(true);

    const challenge = await challengeFor(admin);
    const wrong = await withCode(challenge, wrongCodeFor(totp));
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toBeUndefined();
    expect((await withCode(challenge, confirmCode)).status).toBe(401);
    expect((await withCode('forged.challenge.value', totp.generate({ timestamp: Date.now() + 30_000 }))).status).toBe(401);

    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const signedIn = await withCode(challenge, nextCode);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user).toMatchObject({ uuid: admin.uuid, isAdmin: true });
    expect(signedIn.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(true);
    const token = signedIn.body.data?.accessToken ?? '';
    expect((await api('/admin/dashboard', { token })).status).toBe(200);
    const status = await api<TwoFactorStatus>('/auth/fetch-two-factor', { token });
    expect(status.body.data).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    expect(JSON.stringify(status.body)).not.toContain(totp.secret.base32);
    // The secret is answered once: a second enrolment is refused while the factor is on.
    expect((await api('/auth/start-two-factor', { method: 'POST', token })).status).toBe(409);
    expect((await withCode(await challengeFor(admin), nextCode)).status).toBe(401);

    const [firstRecovery = '', secondRecovery = ''] = recoveryCodes;
    expect((await withCode(await challengeFor(admin), firstRecovery.toUpperCase())).status).toBe(200);
    expect((await withCode(await challengeFor(admin), firstRecovery)).status).toBe(401);
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token })).body.data?.recoveryCodesLeft).toBe(7);

    expect((await api('/auth/disable-two-factor', { token, body: { code: '' } })).status).toBe(400);
    expect((await api('/auth/disable-two-factor', { token, body: { code: secondRecovery } })).status).toBe(200);
    const plain = await api<LogInAnswer>('/auth/login', { body: { email: admin.email, password: strongPassword } });
    expect(plain.body.data).toMatchObject({ accessToken: expect.any(String), user: { uuid: admin.uuid } });
    expect(await twoFactorAudit(admin)).toEqual(['disable-two-factor', 'enable-two-factor']);
  });

  test('It should not turn two-factor on with a wrong password, nor spend the code', async () => {
    const admin = await freshAdminSession('totp-password');
    const started = await api<TwoFactorEnrolment>('/auth/start-two-factor', { method: 'POST', token: admin.adminToken });
    const totp = totpOf(started.body.data?.uri ?? '');
    const code = totp.generate();
    const wrong = await api('/auth/confirm-two-factor', { token: admin.adminToken, body: { code, password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your password is not correct');
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token: admin.adminToken })).body.data?.enabled).toBe(false);
    expect((await api('/auth/confirm-two-factor', { token: admin.adminToken, body: { code, password: strongPassword } })).status).toBe(200);
  });

  test('It should stop accepting codes after five wrong ones, even the right one', async () => {
    const admin = await freshAdminSession('totp-limit');
    const { totp } = await enrol(admin);
    const challenge = await challengeFor(admin);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await withCode(challenge, wrongCodeFor(totp))).status).toBe(401);
    const limited = await withCode(challenge, totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many wrong codes/);
  });

  test('It should not let a password reset skip the code', async () => {
    const admin = await freshAdminSession('totp-reset');
    const { totp } = await enrol(admin);
    const otp = await requestCode(admin.email, '/auth/forgot-password');
    const reset = await api<LogInAnswer>('/auth/reset-password', { body: { email: admin.email, otp, password: 'Aso-Oke-Weave-2025' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ totpRequired: true, challenge: expect.any(String), expiresIn: 300 });
    expect(reset.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(false);
    const signedIn = await withCode((reset.body.data as TotpChallenge).challenge, totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(signedIn.status).toBe(200);
  });

  test('It should refuse the two-factor routes to anonymous callers (customers use them too: account-security.test.ts)', async () => {
    expect((await api('/auth/start-two-factor', { method: 'POST' })).status).toBe(401);
    expect((await api('/auth/fetch-two-factor')).status).toBe(401);
  });
});
