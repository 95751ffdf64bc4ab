import type { AuthSession, OtpSent } from '../../functions/src/shop/auth/contract';
import { api } from '../support/api-client';
import { readMails, waitForMail } from '../support/mail';
import { expireCode, registerCustomer, registration, requestCode, strongPassword, uniqueEmail } from '../support/accounts';

describe('sign-up with an e-mailed code', () => {
  test('It should send a branded code that says how long it is valid and what to do if it was not you', async () => {
    const email = uniqueEmail('brand');
    const sent = await api<OtpSent>('/auth/signUp-otp', { body: { email, firstName: 'Ada' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ email, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const mail = await waitForMail(email);
    expect(mail.subject).toContain('Aso');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toMatch(/did not/i);
  });

  test('It should create the account, lower-case the e-mail and sign the customer in', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const otp = await requestCode(email.toLowerCase(), '/auth/signUp-otp');
    const answer = await api<AuthSession>('/auth/signup', { body: registration(email, otp) });
    expect(answer.status).toBe(201);
    expect(answer.body.data?.user).toMatchObject({ email: email.toLowerCase(), firstName: 'Ada', lastName: 'Obi', isAdmin: false });
    expect(answer.body.data?.expiresIn).toBeGreaterThan(0);
    expect(JSON.stringify(answer.body)).not.toContain('refreshToken');
    const cookie = answer.setCookies.find((value) => value.startsWith('aso_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    const me = await api<{ userPublicData: { email: string; phone: string; city: string } }>('/user/me', { token: answer.body.data?.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data?.userPublicData).toMatchObject({ email: email.toLowerCase(), phone: '+2348012345678', city: 'Ikeja' });
  });

  test('It should refuse a second account for the same e-mail with 409', async () => {
    const customer = await registerCustomer('dup');
    const again = await api('/auth/signUp-otp', { body: { email: customer.email.toUpperCase(), firstName: 'Ada' } });
    expect(again.status).toBe(409);
    const resend = await api('/auth/resend-otp', { body: { email: customer.email } });
    expect(resend.status).toBe(409);
  });

  test('It should check input first (400), then the account (409), then the limits (429)', async () => {
    const customer = await registerCustomer('order');
    expect((await api('/auth/signUp-otp', { body: { email: customer.email } })).status).toBe(400);
    expect((await api('/auth/signUp-otp', { body: { email: customer.email, firstName: 'Ada' } })).status).toBe(409);
    expect((await api('/auth/signUp-otp', { body: { email: customer.email, firstName: 'Ada' } })).status).toBe(409);
  });

  test('It should refuse a resend within 60 seconds with 429 and Retry-After', async () => {
    const email = uniqueEmail('soon');
    await requestCode(email);
    const again = await api('/auth/resend-otp', { body: { email } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(again.body.message).toMatch(/wait/i);
    expect(await readMails(email)).toHaveLength(1);
  });

  test('It should refuse the right code after five wrong ones', async () => {
    const email = uniqueEmail('guess');
    const otp = await requestCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await api('/auth/signup', { body: registration(email, wrong) });
      expect(attempt.status).toBe(400);
    }
    const right = await api('/auth/signup', { body: registration(email, otp) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/new code/i);
    expect((await api('/auth/login', { body: { email, password: strongPassword } })).status).toBe(401);
  });

  test('It should refuse an expired code', async () => {
    const email = uniqueEmail('expired');
    const otp = await requestCode(email);
    await expireCode(email, 'signup');
    const answer = await api('/auth/signup', { body: registration(email, otp) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/expired/i);
  });

  test('It should refuse a code that was never requested', async () => {
    const answer = await api('/auth/signup', { body: registration(uniqueEmail('never'), '123456') });
    expect(answer.status).toBe(400);
  });

  test('It should say what a weak password is missing and keep the code usable', async () => {
    const email = uniqueEmail('weak');
    const otp = await requestCode(email);
    const weak = await api('/auth/signup', { body: registration(email, otp, 'password') });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/upper-case letter/);
    expect(weak.body.message).toMatch(/digit/);
    expect(weak.body.message).toMatch(/symbol/);
    expect((await api('/auth/signup', { body: registration(email, otp) })).status).toBe(201);
  });

  test('It should answer malformed bodies with 400 naming the first problem', async () => {
    const broken = await api('/auth/signup', { body: '{"email": ' });
    expect(broken.status).toBe(400);
    const missing = await api('/auth/signUp-otp', { body: { email: 'not-an-email', firstName: 'Ada' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/email/i);
    expect(missing.body.errors?.[0]?.path).toBe('email');
  });
});
