import type { AuthSession } from '../../functions/src/shop/auth/contract';
import { api, cookiePair } from '../support/api-client';
import { testStack } from '../support/stack';
import { registerCustomer, strongPassword } from '../support/accounts';

/** The `name=value` pair of the refresh cookie among Set-Cookie headers ('' when none was set). */
function refreshPair(setCookies: string[]): string {
  const cookie = setCookies.find((value) => value.startsWith('aso_refresh=') && !value.startsWith('aso_refresh=;'));
  return cookie ? cookiePair(cookie) : '';
}

/** Signs in once more, as from another device, and answers that session's refresh cookie. */
async function signIn(email: string, password: string): Promise<string> {
  const answer = await api<AuthSession>('/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return refreshPair(answer.setCookies);
}

describe('login, refresh and logout', () => {
  test('It should sign in with any letter case and set only an httpOnly refresh cookie', async () => {
    const customer = await registerCustomer('login');
    const answer = await api<AuthSession>('/auth/login', { body: { email: customer.email.toUpperCase(), password: customer.password } });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.user.email).toBe(customer.email);
    expect(answer.setCookies.some((cookie) => /^aso_refresh=.+HttpOnly/.test(cookie))).toBe(true);
  });

  test('It should refuse a wrong password with 401 and lock the address after five in 15 minutes', async () => {
    const customer = await registerCustomer('lock');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await api('/auth/login', { body: { email: customer.email, password: 'Wrong-pass-1' } });
      expect(wrong.status).toBe(401);
    }
    const locked = await api('/auth/login', { body: { email: customer.email, password: customer.password } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('It should check no more than five passwords of a burst sent at once', async () => {
    const customer = await registerCustomer('burst');
    const wrong = Array.from({ length: 15 }, (_, i) =>
      api('/auth/login', { body: { email: customer.email, password: `Wrong-pass-${i + 1}` } }).then((answer) => answer.status),
    );
    // While the wrong guesses are still being checked, the right password must already be refused: the five
    // tries were taken when the guesses arrived, not when they failed.
    let answered = 0;
    await new Promise<void>((done) => {
      for (const guess of wrong) {
        void guess.then(() => {
          answered += 1;
          if (answered === 3) done();
        });
      }
    });
    const right = await api('/auth/login', { body: { email: customer.email, password: customer.password } });
    const statuses = await Promise.all(wrong);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(right.status).toBe(429);
  });

  test('It should refresh with the cookie, and refuse without it', async () => {
    const customer = await registerCustomer('refresh');
    const refreshed = await api<AuthSession>('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] });
    expect(refreshed.status).toBe(200);
    expect((await api('/user/me', { token: refreshed.body.data?.accessToken })).status).toBe(200);
    expect((await api('/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: ['aso_refresh=forged'] })).status).toBe(401);
  });

  test('It should clear the cookie on logout and revoke that refresh token', async () => {
    const customer = await registerCustomer('logout');
    const out = await api('/auth/logout', { method: 'POST', cookies: [customer.refreshCookie] });
    expect(out.status).toBe(200);
    expect(out.setCookies.some((cookie) => cookie.startsWith('aso_refresh=;') && cookie.includes('Max-Age=0'))).toBe(true);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
  });

  test('It should create the profile of a user made outside sign-up on first use', async () => {
    const seeded = testStack().accounts.customer;
    const answer = await api<AuthSession>('/auth/login', { body: seeded });
    expect(answer.status).toBe(200);
    const me = await api<{ userPublicData: { email: string; deliveryDetails: unknown[] } }>('/user/me', { token: answer.body.data?.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data?.userPublicData.email).toBe(seeded.email);
    expect(me.body.data?.userPublicData.deliveryDetails).toEqual([]);
  });

  test('It should report the admin group for the seeded admin', async () => {
    const answer = await api<AuthSession>('/auth/login', { body: testStack().accounts.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.user.isAdmin).toBe(true);
  });

  test('It should change the password only with the current one', async () => {
    const customer = await registerCustomer('change');
    expect((await api('/auth/change-password', { body: { oldPassword: customer.password, newPassword: 'New-Pass-2025' } })).status).toBe(401);
    const wrong = await api('/auth/change-password', { token: customer.token, body: { oldPassword: 'Not-it-123!', newPassword: 'New-Pass-2025' } });
    expect(wrong.status).toBe(400);
    const weak = await api('/auth/change-password', { token: customer.token, body: { oldPassword: customer.password, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    const ok = await api('/auth/change-password', { token: customer.token, body: { oldPassword: customer.password, newPassword: 'New-Pass-2025' } });
    expect(ok.status).toBe(200);
    expect((await api('/auth/login', { body: { email: customer.email, password: strongPassword } })).status).toBe(401);
    expect((await api('/auth/login', { body: { email: customer.email, password: 'New-Pass-2025' } })).status).toBe(200);
  });

  test('It should end every other session when the password changes, and keep this one on a fresh cookie', async () => {
    const customer = await registerCustomer('change-ends');
    const phone = await signIn(customer.email, customer.password);
    const changed = await api<AuthSession>('/auth/change-password', { token: customer.token, body: { oldPassword: customer.password, newPassword: 'New-Pass-2026' } });
    expect(changed.status).toBe(200);
    const fresh = refreshPair(changed.setCookies);
    expect(fresh).not.toBe('');
    expect((await api('/auth/refresh', { method: 'POST', cookies: [phone] })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
    const kept = await api<AuthSession>('/auth/refresh', { method: 'POST', cookies: [fresh] });
    expect(kept.status).toBe(200);
    expect((await api('/user/me', { token: kept.body.data?.accessToken })).status).toBe(200);
  });

  test('It should sign out every device at once, and only that customer\'s', async () => {
    const customer = await registerCustomer('everywhere');
    const other = await registerCustomer('everywhere-other');
    const laptop = await signIn(customer.email, customer.password);
    expect((await api('/auth/logout-everywhere', { method: 'POST', body: {} })).status).toBe(401);
    const out = await api('/auth/logout-everywhere', { token: customer.token, body: {} });
    expect(out.status).toBe(200);
    expect(out.setCookies.some((cookie) => cookie.startsWith('aso_refresh=;') && cookie.includes('Max-Age=0'))).toBe(true);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [laptop] })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [other.refreshCookie] })).status).toBe(200);
    // Signing in again afterwards opens a session that refresh accepts.
    expect((await api('/auth/refresh', { method: 'POST', cookies: [await signIn(customer.email, customer.password)] })).status).toBe(200);
  });

  test('It should refuse cross-site requests on the routes that set or use the refresh cookie', async () => {
    const customer = await registerCustomer('cross-site');
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const login = await api('/auth/login', { body: { email: customer.email, password: customer.password }, headers: crossSite });
    expect(login.status).toBe(403);
    expect(login.setCookies).toEqual([]);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie], headers: crossSite })).status).toBe(403);
    expect((await api('/auth/logout', { method: 'POST', cookies: [customer.refreshCookie], headers: { origin: 'https://evil.example' } })).status).toBe(403);
    // The refused logout ended nothing.
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie], headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  test('It should keep the refresh cookie usable as a pair', () => {
    expect(cookiePair('aso_refresh=abc; Path=/; HttpOnly')).toBe('aso_refresh=abc');
  });
});
