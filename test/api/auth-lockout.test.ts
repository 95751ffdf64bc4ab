import type { LogInAnswer, TotpChallenge, TwoFactorEnrolment } from '../../functions/src/shop/auth/contract';
import { registerCustomer, strongPassword } from '../support/accounts';
import { freshAdmin, totpOf } from '../support/admin';
import { api } from '../support/api-client';

/** A viewer address as CloudFront names it (`ip:port`); the local gateway takes it as the request's source. */
function source(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return { 'cloudfront-viewer-address': `198.51.${octet()}.${octet()}:${40000 + octet()}` };
}

/**
 * Wrong passwords and codes are limited per (account, source): whoever guesses from one network is stopped there,
 * and the rightful owner still signs in from theirs.
 */
describe('no lock-out of the rightful owner', () => {
  test('It should stop the source that guessed five wrong passwords and still let the right password in from another', async () => {
    const customer = await registerCustomer('lockout');
    const guesser = source();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api('/auth/login', { headers: guesser, body: { email: customer.email, password: `Wrong-guess-${attempt}` } })).status).toBe(401);
    }
    const limited = await api('/auth/login', { headers: guesser, body: { email: customer.email, password: strongPassword } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();

    const owner = await api<LogInAnswer>('/auth/login', { headers: source(), body: { email: customer.email, password: strongPassword } });
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ accessToken: expect.any(String) });
  });

  test('It should stop the source that guessed five wrong codes and still take the right code from another', async () => {
    const admin = await freshAdmin('lockout-totp');
    const login = await api<{ accessToken: string }>('/auth/login', { body: { email: admin.email, password: strongPassword } });
    const token = login.body.data?.accessToken ?? '';
    const started = await api<TwoFactorEnrolment>('/auth/start-two-factor', { method: 'POST', token });
    const totp = totpOf(started.body.data?.uri ?? '');
    expect((await api('/auth/confirm-two-factor', { token, body: { code: totp.generate(), password: strongPassword } })).status).toBe(200);

    const challengeFrom = async (headers: Record<string, string>) => {
      const answer = await api<LogInAnswer>('/auth/login', { headers, body: { email: admin.email, password: strongPassword } });
      return (answer.body.data as TotpChallenge).challenge;
    };
    const near = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '444444';
    const guesser = source();
    const stolen = await challengeFrom(guesser);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api('/auth/login-totp', { headers: guesser, body: { challenge: stolen, code: wrong } })).status).toBe(401);
    }
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await api('/auth/login-totp', { headers: guesser, body: { challenge: stolen, code: next } })).status).toBe(429);

    const owner = source();
    const signedIn = await api('/auth/login-totp', { headers: owner, body: { challenge: await challengeFrom(owner), code: next } });
    expect(signedIn.status).toBe(200);
  });
});
