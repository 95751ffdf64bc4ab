import type { AuthSession } from '../../functions/src/shop/auth/contract';
import { decoyRecipient } from '../../functions/src/shop/auth/otp-decoy';
import { api, cookiePair } from '../support/api-client';
import { readMails } from '../support/mail';
import { expireCode, registerCustomer, requestCode, uniqueEmail } from '../support/accounts';

describe('password recovery', () => {
  test('It should answer the same for an unknown address and send nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await registerCustomer('known');
    const unknownAnswer = await api('/auth/forgot-password', { body: { email } });
    const knownAnswer = await api('/auth/forgot-password', { body: { email: known.email } });
    expect(unknownAnswer.status).toBe(200);
    expect(knownAnswer.status).toBe(200);
    expect(Object.keys(unknownAnswer.body.data as object)).toEqual(Object.keys(knownAnswer.body.data as object));
    expect(await readMails(email)).toHaveLength(0);
  });

  test('It should do the same work for an unknown address: a code mail goes to the SES simulator, not to the address', async () => {
    const email = uniqueEmail('ghost-work');
    const before = (await readMails(decoyRecipient)).length;
    expect((await api('/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect((await readMails(decoyRecipient)).length).toBeGreaterThan(before);
    expect(await readMails(email)).toHaveLength(0);
  });

  test('It should answer wrong recovery codes the same whether or not the address has an account', async () => {
    const ghost = uniqueEmail('ghost-code');
    const known = await registerCustomer('known-code');
    expect((await api('/auth/forgot-password', { body: { email: ghost } })).status).toBe(200);
    const otp = await requestCode(known.email, '/auth/forgot-password');
    const wrong = otp === '000000' ? '111111' : '000000';
    const tries = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await api('/auth/reset-password', { body: { email, otp: wrong, password: 'Adire-Blue-77' } });
        answers.push(`${answer.status} ${answer.body.message}`);
      }
      return answers;
    };
    const forKnown = await tries(known.email);
    expect(forKnown[0]).toMatch(/^400 The code is not correct/);
    expect(await tries(ghost)).toEqual(forKnown);
  });

  test('It should reset the password with the code, sign in, and refuse the code a second time', async () => {
    const customer = await registerCustomer('reset');
    const otp = await requestCode(customer.email, '/auth/forgot-password');
    const reset = await api<AuthSession>('/auth/reset-password', { body: { email: customer.email, otp, password: 'Adire-Blue-77' } });
    expect(reset.status).toBe(200);
    // Whoever held the old password's session is out; the session the reset opened works.
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
    const opened = reset.setCookies.find((cookie) => cookie.startsWith('aso_refresh='));
    expect((await api('/auth/refresh', { method: 'POST', cookies: [cookiePair(opened ?? '')] })).status).toBe(200);
    expect(reset.body.data?.user.email).toBe(customer.email);
    expect(reset.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(true);
    expect((await api('/auth/login', { body: { email: customer.email, password: 'Adire-Blue-77' } })).status).toBe(200);
    const reused = await api('/auth/reset-password', { body: { email: customer.email, otp, password: 'Another-Pass-9' } });
    expect(reused.status).toBe(400);
  });

  test('It should count sign-up and recovery codes separately', async () => {
    const customer = await registerCustomer('purpose');
    await requestCode(customer.email, '/auth/forgot-password');
    expect((await api('/auth/forgot-password', { body: { email: customer.email } })).status).toBe(429);
    const email = uniqueEmail('both');
    await requestCode(email);
    expect((await api('/auth/forgot-password', { body: { email } })).status).toBe(200);
  });

  test('It should refuse an expired recovery code', async () => {
    const customer = await registerCustomer('exp');
    const otp = await requestCode(customer.email, '/auth/forgot-password');
    await expireCode(customer.email, 'recovery');
    expect((await api('/auth/reset-password', { body: { email: customer.email, otp, password: 'Adire-Blue-77' } })).status).toBe(400);
  });

  test('It should reject a weak new password with 400', async () => {
    const answer = await api('/auth/reset-password', { body: { email: uniqueEmail('w'), otp: '123456', password: 'weak' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Password needs/);
  });
});
