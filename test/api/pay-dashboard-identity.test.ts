import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TOTP } from 'otpauth';
import { strongPassword, uniqueEmail } from '../support/accounts';
import { codeIn, waitForMail } from '../support/mail';
import { staffSession, type StaffSession } from '../support/pay-staff';
import { testStack } from '../support/stack';
import { localTableClient, scanItems } from '../support/table-scan';
import { createTestMerchant, merchantService, paidTransaction, pay, shopMerchantKeys, type PayAnswer, type PayCall } from './pay-helpers';

/** Pay's dashboard identity, team, keys and settings routes (docs/pay.md, "Sign up in the dashboard"). */

type DashboardAnswer<T> = PayAnswer<T> & { body: { code?: string } };

interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface Me {
  staffId: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
  merchant: { merchantId: string; name: string; mode: string };
}

interface PairView {
  publicKey: string;
  secretKeyLast4: string;
}

interface KeysView {
  mode: string;
  test: PairView;
  live: PairView;
  liveEnabled: boolean;
}

interface TeamMember {
  staffId: string;
  email: string;
  role: string;
  status: 'active' | 'invited';
  createdAt: string;
}

/** A dashboard call, as the signed-in staff member whose access token is `token` (or anonymous). */
function dashboard<T = unknown>(path: string, token?: string, call: Omit<PayCall, 'key'> = {}): Promise<DashboardAnswer<T>> {
  return pay<T>(`/dashboard/api${path}`, { ...call, ...(token ? { key: token } : {}) });
}

const totpOf = (secret: string) => new TOTP({ secret, issuer: 'Aso Pay', label: 'staff', algorithm: 'SHA1', digits: 6, period: 30 });

/** A code of the app's next 30-second step: a step not yet spent by the code just used. */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

/** Signs a business up through the routes; answers the confirm step's session and keys. */
async function signUp(businessName: string, email = uniqueEmail('pay-owner')) {
  const started = await dashboard('/auth/sign-up', undefined, { body: { businessName, email, password: strongPassword } });
  expect(started.status).toBe(200);
  expect(started.body.message).toBe(`We sent a code to ${email}`);
  const mail = await waitForMail(email, (candidate) => candidate.subject === 'Your Aso Pay sign-up code');
  const confirmed = await dashboard<{ session: Session; keys: { publicKey: string; secretKey: string } }>('/auth/confirm', undefined, { body: { email, code: codeIn(mail) } });
  expect(confirmed.status).toBe(200);
  return { email, mail, ...confirmed.body.data };
}

/** Turns two-factor sign-in on for the signed-in `token`'s owner: their app's generator. */
async function turnOnTwoFactor(token: string): Promise<TOTP> {
  const started = await dashboard<{ secret: string; otpauthUrl: string }>('/two-factor/start', token, { method: 'POST' });
  expect(started.status).toBe(200);
  expect(started.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const totp = totpOf(started.body.data.secret);
  const wrong = await dashboard('/two-factor/confirm', token, { body: { code: totp.generate() === '123456' ? '654321' : '123456' } });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('The code is not correct or was already used');
  const confirmed = await dashboard('/two-factor/confirm', token, { body: { code: totp.generate() } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data).toEqual({ twoFactorEnabled: true });
  return totp;
}

/** Someone invited to `owner`'s team with `role`, who accepted: their session. */
async function invitedTeammate(owner: StaffSession, role: 'developer' | 'support'): Promise<{ email: string; session: Session; staffId: string }> {
  const email = uniqueEmail(`pay-${role}`);
  const invited = await dashboard<TeamMember>('/team/invite', owner.accessToken, { body: { email, role } });
  expect(invited.status).toBe(200);
  const mail = await waitForMail(email, (candidate) => candidate.subject.startsWith('Join '));
  const token = decodeURIComponent(/\/dashboard\/accept\?token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '');
  const accepted = await dashboard<{ session: Session }>('/auth/accept-invite', undefined, { body: { token, password: strongPassword } });
  expect(accepted.status).toBe(200);
  const me = await dashboard<Me>('/me', accepted.body.data.session.accessToken);
  return { email, session: accepted.body.data.session, staffId: me.body.data.staffId };
}

/** Changes a staff member's role straight in the table (no route does it yet): the next call must see it. */
async function setRole(staffId: string, role: 'owner' | 'developer' | 'support'): Promise<void> {
  await merchantService();
  const { Staff } = await import('../../functions/src/pay/db/staff');
  await Staff.patch({ staffId }).set({ role }).go({ response: 'none' });
}

describe("Pay's dashboard: sign-up, sessions and two-factor", () => {
  test('It should refuse a sign-up with bad fields with the field messages', async () => {
    const answer = await dashboard('/auth/sign-up', undefined, { body: { businessName: ' ', email: 'not-an-e-mail', password: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(false);
    expect(answer.body.errors?.map((error) => error.path).sort()).toEqual(['businessName', 'email', 'password']);
    expect(answer.body.errors?.find((error) => error.path === 'businessName')?.message).toBe('Enter your business name');
  });

  test('It should make the merchant and its owner from the e-mailed code, show the keys once, and ask the owner for two-factor first', async () => {
    const email = uniqueEmail('pay-signup');
    const started = await dashboard('/auth/sign-up', undefined, { body: { businessName: 'Adire Studio', email, password: strongPassword } });
    expect(started.status).toBe(200);
    const mail = await waitForMail(email, (candidate) => candidate.subject === 'Your Aso Pay sign-up code');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toContain('Adire Studio');

    const wrong = await dashboard('/auth/confirm', undefined, { body: { email, code: codeIn(mail) === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The code is not correct');

    const confirmed = await dashboard<{ session: Session; keys: { publicKey: string; secretKey: string } }>('/auth/confirm', undefined, { body: { email, code: codeIn(mail) } });
    expect(confirmed.status).toBe(200);
    const { session, keys } = confirmed.body.data;
    expect(keys.publicKey).toMatch(/^pk_test_/);
    expect(keys.secretKey).toMatch(/^sk_test_/);
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    expect(session.expiresIn).toBeGreaterThan(0);
    // The secret key works at once on the merchant API.
    expect((await pay('/transaction', { key: keys.secretKey })).status).toBe(200);
    // The code is spent with the sign-up.
    expect((await dashboard('/auth/confirm', undefined, { body: { email, code: codeIn(mail) } })).status).toBe(400);

    const me = await dashboard<Me>('/me', session.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, role: 'owner', twoFactorEnabled: false, merchant: { name: 'Adire Studio', mode: 'test' } });

    // Until the owner turns two-factor sign-in on, the other routes say so.
    for (const path of ['/keys', '/team', '/settings']) {
      const refused = await dashboard(path, session.accessToken);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('two_factor_required');
    }

    const early = await dashboard('/two-factor/confirm', session.accessToken, { body: { code: '123456' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Start setting up two-factor sign-in first');
    await turnOnTwoFactor(session.accessToken);
    expect((await dashboard('/two-factor/start', session.accessToken, { method: 'POST' })).status).toBe(409);
    expect((await dashboard<Me>('/me', session.accessToken)).body.data.twoFactorEnabled).toBe(true);
    const viewed = await dashboard<KeysView>('/keys', session.accessToken);
    expect(viewed.status).toBe(200);
    // Both pairs were made at sign-up: the test one shown above, and a live one.
    expect(viewed.body.data).toEqual({
      mode: 'test',
      test: { publicKey: keys.publicKey, secretKeyLast4: keys.secretKey.slice(-4) },
      live: { publicKey: expect.stringMatching(/^pk_live_[0-9a-f]+$/), secretKeyLast4: expect.stringMatching(/^[0-9a-f]{4}$/) },
      liveEnabled: false,
    });
    expect(JSON.stringify(viewed.body)).not.toContain(keys.secretKey);
  });

  test('It should refuse a second sign-up of an e-mail that already has an account', async () => {
    const { email } = await signUp('Indigo Dyers');
    const again = await dashboard('/auth/sign-up', undefined, { body: { businessName: 'Indigo Dyers again', email, password: strongPassword } });
    expect(again.status).toBe(200);
    const mail = await waitForMail(email, (candidate) => candidate.subject === 'Your Aso Pay sign-up code');
    const confirmed = await dashboard('/auth/confirm', undefined, { body: { email, code: codeIn(mail) } });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('This e-mail already has a dashboard account: sign in instead');
  });

  test('It should sign in with the password, then the app code when two-factor is on; refresh; and sign out', async () => {
    const { email, session } = await signUp('Aso Oke Weavers');
    const totp = await turnOnTwoFactor(session.accessToken);

    const wrong = await dashboard('/auth/log-in', undefined, { body: { email, password: 'Wrong-Password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('E-mail or password is incorrect');

    const step = await dashboard<{ challenge: string; twoFactor: true }>('/auth/log-in', undefined, { body: { email: email.toUpperCase(), password: strongPassword } });
    expect(step.status).toBe(200);
    expect(step.body.data.twoFactor).toBe(true);
    expect(JSON.stringify(step.body.data)).not.toMatch(/accessToken|refreshToken/);

    const badCode = await dashboard('/auth/log-in-totp', undefined, { body: { challenge: step.body.data.challenge, code: '000000' } });
    expect(badCode.status).toBe(401);
    const forged = await dashboard('/auth/log-in-totp', undefined, { body: { challenge: `${step.body.data.challenge.slice(0, -4)}AAAA`, code: nextCode(totp) } });
    expect(forged.status).toBe(401);

    const signedIn = await dashboard<{ session: Session }>('/auth/log-in-totp', undefined, { body: { challenge: step.body.data.challenge, code: nextCode(totp) } });
    expect(signedIn.status).toBe(200);
    const { accessToken, refreshToken } = signedIn.body.data.session;
    expect((await dashboard<Me>('/me', accessToken)).body.data.email).toBe(email);

    const refreshed = await dashboard<{ session: Session }>('/auth/refresh', undefined, { body: { refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await dashboard('/me', refreshed.body.data.session.accessToken)).status).toBe(200);

    expect((await dashboard('/auth/log-out', undefined, { body: { refreshToken } })).status).toBe(200);
    const afterLogOut = await dashboard('/auth/refresh', undefined, { body: { refreshToken } });
    expect(afterLogOut.status).toBe(401);
    expect(afterLogOut.body.message).toBe('Sign in again');
  });

  test("It should have seeded the Shop merchant's owner, who signs in to the Shop's payments", async () => {
    const { shopOwner } = testStack().accounts;
    expect(shopOwner.email).toBe('shop-owner@pay.local');
    const signedIn = await dashboard<{ session?: Session; twoFactor?: true }>('/auth/log-in', undefined, { body: shopOwner });
    expect(signedIn.status).toBe(200);
    // A browser journey may have turned two-factor on by now; otherwise the session comes at once.
    if (signedIn.body.data.twoFactor) return;
    const me = await dashboard<Me>('/me', signedIn.body.data.session?.accessToken);
    const { merchantByPublicKey } = await merchantService();
    expect(me.body.data).toMatchObject({ email: shopOwner.email, role: 'owner', merchant: { merchantId: (await merchantByPublicKey(shopMerchantKeys().publicKey))?.merchantId } });
  });

  test('It should answer 401 Sign in again without a session or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token', 'sk_test_0123456789abcdef0123456789abcdef']) {
      const answer = await dashboard('/me', token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: false, message: 'Sign in again', code: 'unauthorized' });
    }
  });
});

describe("Pay's dashboard: team", () => {
  let owner: StaffSession;
  let merchantId: string;

  beforeAll(async () => {
    const merchant = await createTestMerchant({ name: 'Dashboard team merchant' });
    merchantId = merchant.merchant.merchantId;
    owner = await staffSession(merchantId, 'owner');
  });

  test('It should invite by e-mail with a role, list the invitation, and let the invitee join with the link', async () => {
    const email = uniqueEmail('pay-invitee');
    const invited = await dashboard<TeamMember>('/team/invite', owner.accessToken, { body: { email, role: 'developer' } });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ email, role: 'developer', status: 'invited' });
    const mail = await waitForMail(email, (candidate) => candidate.subject.startsWith('Join '));
    expect(mail.subject).toBe('Join Dashboard team merchant on Aso Pay');
    expect(mail.text).toMatch(/\/dashboard\/accept\?token=/);

    expect((await dashboard('/team/invite', owner.accessToken, { body: { email, role: 'support' } })).status).toBe(409);
    const bad = await dashboard('/team/invite', owner.accessToken, { body: { email: 'nope', role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.find((error) => error.path === 'role')?.message).toBe('Choose owner, developer or support');

    const listed = await dashboard<TeamMember[]>('/team', owner.accessToken);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: owner.email, role: 'owner', status: 'active' }), expect.objectContaining({ email, role: 'developer', status: 'invited' })]),
    );

    const token = decodeURIComponent(/\/dashboard\/accept\?token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '');
    const forged = await dashboard('/auth/accept-invite', undefined, { body: { token: `${token.split('.')[0]}.wrong`, password: strongPassword } });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This invitation link is not valid or has expired');
    const accepted = await dashboard<{ session: Session }>('/auth/accept-invite', undefined, { body: { token, password: strongPassword } });
    expect(accepted.status).toBe(200);
    const me = await dashboard<Me>('/me', accepted.body.data.session.accessToken);
    expect(me.body.data).toMatchObject({ email, role: 'developer', merchant: { merchantId } });
    // The link works once.
    expect((await dashboard('/auth/accept-invite', undefined, { body: { token, password: strongPassword } })).status).toBe(400);
    const after = await dashboard<TeamMember[]>('/team', owner.accessToken);
    expect(after.body.data.filter((member) => member.email === email)).toEqual([expect.objectContaining({ status: 'active', role: 'developer' })]);

    // A developer (no TOTP needed) signs in with the password alone.
    const logIn = await dashboard<{ session: Session }>('/auth/log-in', undefined, { body: { email, password: strongPassword } });
    expect(logIn.status).toBe(200);
    expect(logIn.body.data.session.accessToken).toBeTruthy();
  });

  test('It should keep the team and keys to the roles that may see them', async () => {
    const developer = await invitedTeammate(owner, 'developer');
    const support = await invitedTeammate(owner, 'support');
    expect((await dashboard('/team', developer.session.accessToken)).body.code).toBe('forbidden');
    expect((await dashboard('/keys', developer.session.accessToken)).status).toBe(200);
    expect((await dashboard('/keys/rotate', developer.session.accessToken, { body: { password: strongPassword } })).status).toBe(403);
    expect((await dashboard('/keys', support.session.accessToken)).status).toBe(403);
    expect((await dashboard('/settings', support.session.accessToken)).status).toBe(403);
    expect((await dashboard<Me>('/me', support.session.accessToken)).body.data.role).toBe('support');
  });

  test('It should read a role change from the table on the next call', async () => {
    const teammate = await invitedTeammate(owner, 'developer');
    expect((await dashboard('/keys', teammate.session.accessToken)).status).toBe(200);
    await setRole(teammate.staffId, 'support');
    const refused = await dashboard('/keys', teammate.session.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await dashboard<Me>('/me', teammate.session.accessToken)).body.data.role).toBe('support');
  });

  test('It should remove a teammate, who is refused at once, and never the owner themselves', async () => {
    const teammate = await invitedTeammate(owner, 'support');
    expect((await dashboard('/me', teammate.session.accessToken)).status).toBe(200);
    const removed = await dashboard(`/team/${teammate.staffId}`, owner.accessToken, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const refused = await dashboard('/me', teammate.session.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Sign in again');
    expect((await dashboard('/auth/refresh', undefined, { body: { refreshToken: teammate.session.refreshToken } })).status).toBe(401);
    expect((await dashboard('/auth/log-in', undefined, { body: { email: teammate.email, password: strongPassword } })).status).toBe(401);
    expect((await dashboard<TeamMember[]>('/team', owner.accessToken)).body.data.some((member) => member.email === teammate.email)).toBe(false);

    expect((await dashboard(`/team/${owner.staffId}`, owner.accessToken, { method: 'DELETE' })).status).toBe(400);
    expect((await dashboard('/team/no-such-teammate', owner.accessToken, { method: 'DELETE' })).status).toBe(404);
  });

  test('It should withdraw an open invitation, after which its link does not work', async () => {
    const email = uniqueEmail('pay-withdrawn');
    const invited = await dashboard<TeamMember>('/team/invite', owner.accessToken, { body: { email, role: 'support' } });
    const mail = await waitForMail(email, (candidate) => candidate.subject.startsWith('Join '));
    expect((await dashboard(`/team/${invited.body.data.staffId}`, owner.accessToken, { method: 'DELETE' })).status).toBe(200);
    const token = decodeURIComponent(/\/dashboard\/accept\?token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '');
    expect((await dashboard('/auth/accept-invite', undefined, { body: { token, password: strongPassword } })).status).toBe(400);
  });

  test("It should not let an owner of another merchant see or remove this team's members", async () => {
    const other = await createTestMerchant({ name: 'Dashboard other merchant' });
    const intruder = await staffSession(other.merchant.merchantId, 'owner');
    expect((await dashboard<TeamMember[]>('/team', intruder.accessToken)).body.data.map((member) => member.email)).toEqual([intruder.email]);
    expect((await dashboard(`/team/${owner.staffId}`, intruder.accessToken, { method: 'DELETE' })).status).toBe(404);
    expect((await dashboard('/me', owner.accessToken)).status).toBe(200);
  });
});

describe("Pay's dashboard: keys and settings", () => {
  test('It should reveal the secret key with the password, and rotate it so the old one is refused at once', async () => {
    const merchant = await createTestMerchant({ name: 'Dashboard keys merchant' });
    const owner = await staffSession(merchant.merchant.merchantId, 'owner');
    const viewed = await dashboard<KeysView>('/keys', owner.accessToken);
    expect(viewed.body.data).toEqual({
      mode: 'test',
      test: { publicKey: merchant.publicKey, secretKeyLast4: merchant.secretKey.slice(-4) },
      live: { publicKey: merchant.live.publicKey, secretKeyLast4: merchant.live.secretKey.slice(-4) },
      liveEnabled: false,
    });

    const wrong = await dashboard('/keys/reveal', owner.accessToken, { body: { password: 'Wrong-Password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Password is incorrect');
    const revealed = await dashboard<{ secretKey: string }>('/keys/reveal', owner.accessToken, { body: { password: strongPassword } });
    expect(revealed.status).toBe(200);
    expect(revealed.body.data.secretKey).toBe(merchant.secretKey);

    expect((await dashboard('/keys/rotate', owner.accessToken, { body: { password: 'Wrong-Password-1' } })).status).toBe(401);
    expect((await pay('/transaction', { key: merchant.secretKey })).status).toBe(200);
    const rotated = await dashboard<{ publicKey: string; secretKey: string }>('/keys/rotate', owner.accessToken, { body: { password: strongPassword } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secretKey).toMatch(/^sk_test_/);
    expect(rotated.body.data.secretKey).not.toBe(merchant.secretKey);
    expect(rotated.body.data.publicKey).not.toBe(merchant.publicKey);

    const old = await pay('/transaction', { key: merchant.secretKey });
    expect(old.status).toBe(401);
    expect((await pay('/transaction', { key: rotated.body.data.secretKey })).status).toBe(200);
    const again = await dashboard<{ secretKey: string }>('/keys/reveal', owner.accessToken, { body: { password: strongPassword } });
    expect(again.body.data.secretKey).toBe(rotated.body.data.secretKey);
    expect((await dashboard<KeysView>('/keys', owner.accessToken)).body.data.test.publicKey).toBe(rotated.body.data.publicKey);
    // The live pair was not touched.
    expect((await dashboard<KeysView>('/keys', owner.accessToken)).body.data.live.publicKey).toBe(merchant.live.publicKey);
    expect((await pay('/transaction', { key: merchant.live.secretKey })).status).toBe(200);
  });

  test('It should reveal and rotate the live pair by mode, leaving the test pair working, and refuse a mode that is neither', async () => {
    const merchant = await createTestMerchant({ name: 'Dashboard live keys merchant' });
    const owner = await staffSession(merchant.merchant.merchantId, 'owner');
    const reveal = (mode?: string) => dashboard<{ secretKey: string }>('/keys/reveal', owner.accessToken, { body: { password: strongPassword, ...(mode ? { mode } : {}) } });
    expect((await reveal('live')).body.data.secretKey).toBe(merchant.live.secretKey);
    expect((await reveal('test')).body.data.secretKey).toBe(merchant.secretKey);
    expect((await reveal()).body.data.secretKey).toBe(merchant.secretKey);
    const neither = await reveal('prod');
    expect([neither.status, neither.body.message]).toEqual([400, "mode must be 'test' or 'live'"]);

    const rotated = await dashboard<{ publicKey: string; secretKey: string }>('/keys/rotate', owner.accessToken, { body: { password: strongPassword, mode: 'live' } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.publicKey).toMatch(/^pk_live_/);
    expect(rotated.body.data.secretKey).toMatch(/^sk_live_/);
    expect((await pay('/transaction', { key: merchant.live.secretKey })).status).toBe(401);
    expect((await pay('/transaction', { key: rotated.body.data.secretKey })).status).toBe(200);
    expect((await pay('/transaction', { key: merchant.secretKey })).status).toBe(200);
    expect((await reveal('live')).body.data.secretKey).toBe(rotated.body.data.secretKey);
    const viewed = (await dashboard<KeysView>('/keys', owner.accessToken)).body.data;
    expect([viewed.test.publicKey, viewed.live.publicKey]).toEqual([merchant.publicKey, rotated.body.data.publicKey]);
    // A developer may reveal either pair but rotate neither.
    const developer = await staffSession(merchant.merchant.merchantId, 'developer');
    expect((await dashboard('/keys/rotate', developer.accessToken, { body: { password: strongPassword, mode: 'live' } })).status).toBe(403);
  });

  test('It should let a live secret key in, refuse it on initialize with the acquirer message before anything is made, and show it no test transaction', async () => {
    const merchant = await createTestMerchant({ name: 'Live key reads' });
    const paid = await paidTransaction(merchant.secretKey);
    const live = { key: merchant.live.secretKey };
    const initialized = await pay('/transaction/initialize', { ...live, body: { email: uniqueEmail('live'), amount: 250000 } });
    expect([initialized.status, initialized.body.status, initialized.body.message]).toEqual([403, false, 'Live payments are not enabled on this deployment']);
    // Routes that do not yet keep their objects apart by mode answer the same, rather than show test data.
    const customers = await pay('/customer', live);
    expect([customers.status, customers.body.message]).toEqual([403, 'Live payments are not enabled on this deployment']);

    const listed = await pay<unknown[]>('/transaction', live);
    expect([listed.status, listed.body.data, listed.body.meta?.total]).toEqual([200, [], 0]);
    expect((await pay(`/transaction/${paid.id}`, live)).status).toBe(404);
    expect((await pay(`/transaction/verify/${encodeURIComponent(paid.reference)}`, live)).status).toBe(404);
    const totals = await pay<{ total_transactions: number; total_volume: number }>('/transaction/totals', live);
    expect([totals.status, totals.body.data.total_transactions, totals.body.data.total_volume]).toEqual([200, 0, 0]);

    // The test key still sees exactly the one test payment, and nothing was made by the live calls.
    const testListed = await pay<{ reference: string; domain: string }[]>('/transaction', { key: merchant.secretKey });
    expect(testListed.body.data.map((transaction) => [transaction.reference, transaction.domain])).toEqual([[paid.reference, 'test']]);
    expect((await pay(`/transaction/${paid.id}`, { key: merchant.secretKey })).status).toBe(200);
  });

  test('It should give a merchant made before live pairs its live pair once, even when asked twice at the same time', async () => {
    const merchant = await createTestMerchant({ name: 'Older merchant' });
    const table = testStack().tables.pay;
    const [stored] = await scanItems({ FilterExpression: '#e = :e AND merchantId = :m', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'merchant', ':m': merchant.merchant.merchantId } }, table);
    if (!stored) throw new Error('The merchant was not stored');
    // As the item was before: no live pair and no live index keys.
    await localTableClient().send(
      new UpdateCommand({ TableName: table, Key: { pk: stored.pk, sk: stored.sk }, UpdateExpression: 'REMOVE livePublicKey, liveSecretKeyHash, liveSecretKeySealed, gsi3pk, gsi3sk, gsi4pk, gsi4sk' }),
    );
    expect((await pay('/transaction', { key: merchant.live.secretKey })).status).toBe(401);
    const owner = await staffSession(merchant.merchant.merchantId, 'owner');
    const [first, second] = await Promise.all([dashboard<KeysView>('/keys', owner.accessToken), dashboard<KeysView>('/keys', owner.accessToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.live.publicKey).toMatch(/^pk_live_/);
    expect(second.body.data.live).toEqual(first.body.data.live);
    expect(first.body.data.test.publicKey).toBe(merchant.publicKey);
    const revealed = await dashboard<{ secretKey: string }>('/keys/reveal', owner.accessToken, { body: { password: strongPassword, mode: 'live' } });
    expect(revealed.body.data.secretKey.slice(-4)).toBe(first.body.data.live.secretKeyLast4);
    expect((await pay('/transaction', { key: revealed.body.data.secretKey })).status).toBe(200);
  });

  test('It should keep the webhook URL and domains, refusing URLs that are not https with the field message', async () => {
    const merchant = await createTestMerchant({ name: 'Dashboard settings merchant' });
    const developer = await staffSession(merchant.merchant.merchantId, 'developer');
    expect((await dashboard('/settings', developer.accessToken)).body.data).toEqual({ webhookUrl: '', domains: [] });

    const refused = await dashboard('/settings', developer.accessToken, { method: 'PUT', body: { webhookUrl: 'http://shop.example/hooks', domains: ['ftp://shop.example'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'webhookUrl', message: 'Enter an https URL (http only for localhost)' },
        { path: 'domains[0]', message: 'Enter an https URL (http only for localhost)' },
      ]),
    );
    expect((await dashboard('/settings', developer.accessToken, { method: 'PUT', body: { webhookUrl: 'https://shop.example/hooks' } })).status).toBe(400);

    const saved = await dashboard('/settings', developer.accessToken, {
      method: 'PUT',
      body: { webhookUrl: 'https://shop.example/hooks', domains: ['https://shop.example/some/page', 'https://shop.example', 'http://localhost:5173'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ webhookUrl: 'https://shop.example/hooks', domains: ['https://shop.example', 'http://localhost:5173'] });
    expect((await dashboard('/settings', developer.accessToken)).body.data).toEqual(saved.body.data);
    const { getMerchant } = await merchantService();
    expect(await getMerchant(merchant.merchant.merchantId)).toMatchObject({ webhookUrl: 'https://shop.example/hooks', domains: ['https://shop.example', 'http://localhost:5173'] });

    expect((await dashboard('/settings', developer.accessToken, { method: 'PUT', body: { webhookUrl: '', domains: [] } })).body.data).toEqual({ webhookUrl: '', domains: [] });
  });
});

/** Waits out the last seconds of a quarter hour, so a limit test's attempts all fall in one window of the limit. */
async function clearOfWindowEnd(): Promise<void> {
  const left = 15 * 60_000 - (Date.now() % (15 * 60_000));
  if (left < 20_000) await new Promise((wake) => setTimeout(wake, left + 50));
}

const tooManyPasswords = /^Too many wrong passwords for this account: try again in \d+ (minutes?|seconds?)$/;

describe("Pay's dashboard: wrong-password and wrong-code limits", () => {
  let merchantId: string;

  beforeAll(async () => {
    merchantId = (await createTestMerchant({ name: 'Dashboard limits merchant' })).merchant.merchantId;
  });

  beforeEach(clearOfWindowEnd);

  test('It should let exactly five of a burst of wrong passwords be checked, then refuse even the right one and say when to try again', async () => {
    const developer = await staffSession(merchantId, 'developer');
    const burst = await Promise.all(Array.from({ length: 8 }, () => dashboard('/auth/log-in', undefined, { body: { email: developer.email, password: 'Wrong-Password-1' } })));
    expect(burst.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await dashboard('/auth/log-in', undefined, { body: { email: developer.email, password: strongPassword } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(tooManyPasswords);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account's key confirmations share the limit; a teammate's account does not.
    expect((await dashboard('/keys/reveal', developer.accessToken, { body: { password: strongPassword } })).status).toBe(429);
    const teammate = await staffSession(merchantId, 'developer');
    expect((await dashboard('/keys/reveal', teammate.accessToken, { body: { password: strongPassword } })).status).toBe(200);
  });

  test('It should count only wrong passwords: right ones in between give their attempt back', async () => {
    const developer = await staffSession(merchantId, 'developer');
    const attempt = (password: string) => dashboard('/auth/log-in', undefined, { body: { email: developer.email, password } });
    for (let index = 0; index < 4; index += 1) expect((await attempt('Wrong-Password-1')).status).toBe(401);
    for (let index = 0; index < 3; index += 1) expect((await attempt(strongPassword)).status).toBe(200);
    expect((await attempt('Wrong-Password-1')).status).toBe(401);
    expect((await attempt('Wrong-Password-1')).status).toBe(429);
  });

  test('It should limit wrong passwords at key reveal and rotate the same way', async () => {
    const owner = await staffSession(merchantId, 'owner');
    const guesses = await Promise.all(
      Array.from({ length: 7 }, (_, index) => dashboard(index % 2 === 0 ? '/keys/reveal' : '/keys/rotate', owner.accessToken, { body: { password: 'Wrong-Password-1' } })),
    );
    expect(guesses.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(guesses.filter((answer) => answer.status === 401).every((answer) => answer.body.message === 'Password is incorrect')).toBe(true);
    const right = await dashboard('/keys/rotate', owner.accessToken, { body: { password: strongPassword } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(tooManyPasswords);
  });

  test("It should limit wrong codes at the sign-in's code step", async () => {
    const owner = await staffSession(merchantId, 'owner');
    const step = await dashboard<{ challenge: string }>('/auth/log-in', undefined, { body: { email: owner.email, password: strongPassword } });
    expect(step.status).toBe(200);
    const codes = await Promise.all(Array.from({ length: 7 }, () => dashboard('/auth/log-in-totp', undefined, { body: { challenge: step.body.data.challenge, code: '000000' } })));
    expect(codes.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(codes.find((answer) => answer.status === 429)?.body.message).toMatch(/^Too many wrong codes for this account: try again in \d+ (minutes?|seconds?)$/);
  });
});
