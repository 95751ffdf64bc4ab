import { testCards } from '../../functions/src/pay/checkout/contract';
import { cardBody, createTestMerchant, initializeCheckout, pay, shopMerchantKeys, uniqueEmail } from './pay-helpers';

interface Initialized {
  authorization_url: string;
  access_code: string;
  reference: string;
}

interface Verified {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at: string | null;
  channel: string | null;
  gateway_response: string;
  customer: { email: string };
  metadata: unknown;
  authorization: Record<string, unknown>;
}

describe('Pay merchant API', () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  let other: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Merchant API test' });
    other = await createTestMerchant({ name: 'Other merchant' });
  });

  describe('keys', () => {
    test('It should refuse a missing, wrong or public key with 401 in Pay\'s envelope', async () => {
      const body = { email: uniqueEmail(), amount: 5000 };
      const missing = await pay('/transaction/initialize', { body });
      const wrong = await pay('/transaction/initialize', { body, key: `sk_test_${'0'.repeat(48)}` });
      const publicKey = await pay('/transaction/initialize', { body, key: merchant.publicKey });
      for (const answer of [missing, wrong, publicKey]) {
        expect(answer.status).toBe(401);
        expect(answer.body.status).toBe(false);
      }
      expect((await pay('/transaction', { key: merchant.publicKey })).status).toBe(401);
      expect((await pay('/transaction/verify/anything', { key: 'garbage' })).status).toBe(401);
    });

    test("It should take either pair: a wrong live key or a live public key is refused like a wrong test one, another merchant's live key opens only that merchant", async () => {
      const body = { email: uniqueEmail(), amount: 5000 };
      expect((await pay('/transaction', { key: `sk_live_${'0'.repeat(48)}` })).status).toBe(401);
      expect((await pay('/transaction', { key: merchant.live.publicKey })).status).toBe(401);
      expect((await pay('/transaction/initialize', { body, key: merchant.live.publicKey })).status).toBe(401);
      // The live secret key is genuine: it reads (live transactions only), and payments answer the live acquirer's 403.
      const listed = await pay<unknown[]>('/transaction', { key: merchant.live.secretKey });
      expect([listed.status, listed.body.data]).toEqual([200, []]);
      const initialized = await pay('/transaction/initialize', { body, key: merchant.live.secretKey });
      expect([initialized.status, initialized.body.message]).toEqual([403, 'Live payments are not enabled on this deployment']);
      // A test transaction is not found with the same merchant's live key.
      const made = await pay<Initialized>('/transaction/initialize', { body, key: other.secretKey });
      expect(made.status).toBe(200);
      expect((await pay(`/transaction/verify/${encodeURIComponent(made.body.data.reference)}`, { key: other.secretKey })).status).toBe(200);
      expect((await pay(`/transaction/verify/${encodeURIComponent(made.body.data.reference)}`, { key: other.live.secretKey })).status).toBe(404);
    });

    test('It should work with the Shop\'s seeded secret key', async () => {
      const answer = await pay<Initialized>('/transaction/initialize', { key: shopMerchantKeys().secretKey, body: { email: uniqueEmail(), amount: 5000 } });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(true);
    });
  });

  describe('initialize', () => {
    test('It should create a transaction and answer the authorization URL, access code and reference', async () => {
      const email = uniqueEmail();
      const answer = await pay<Initialized>('/transaction/initialize', {
        key: merchant.secretKey,
        body: { email, amount: '250000', reference: `ref-${Date.now()}`, metadata: { order: 'A1' }, callback_url: 'https://merchant.example/done' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Authorization URL created');
      expect(answer.body.data.authorization_url).toMatch(new RegExp(`/pay/${answer.body.data.access_code}$`));
      const verified = await pay<Verified>(`/transaction/verify/${answer.body.data.reference}`, { key: merchant.secretKey });
      expect(verified.body.data).toMatchObject({ status: 'pending', amount: 250000, currency: 'NGN', customer: { email }, metadata: { order: 'A1' } });
    });

    test.each([
      [{ amount: 5000 }, 'email'],
      [{ email: 'not-an-email', amount: 5000 }, 'email'],
      [{ email: 'ada@example.com' }, 'amount'],
      [{ email: 'ada@example.com', amount: 12.5 }, 'amount'],
      [{ email: 'ada@example.com', amount: '12abc' }, 'amount'],
      [{ email: 'ada@example.com', amount: 5000, currency: 'USD' }, 'currency'],
      [{ email: 'ada@example.com', amount: 5000, callback_url: 'javascript:alert(1)' }, 'callback_url'],
      [{ email: 'ada@example.com', amount: 5000, channels: ['carrier-pigeon'] }, 'channels'],
    ])('It should answer 400 naming the field for %j', async (body, field) => {
      const answer = await pay('/transaction/initialize', { key: merchant.secretKey, body });
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toContain(field);
    });

    test('It should refuse a reference the merchant already used with 400 duplicate_reference, while another merchant may use it', async () => {
      const reference = `dup-${Date.now()}`;
      expect((await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail(), amount: 5000, reference } })).status).toBe(200);
      const again = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail(), amount: 7000, reference } });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: 'Duplicate Transaction Reference', code: 'duplicate_reference' });
      expect((await pay('/transaction/initialize', { key: other.secretKey, body: { email: uniqueEmail(), amount: 5000, reference } })).status).toBe(200);
    });
  });

  describe('Idempotency-Key', () => {
    test('It should replay the first answer for the same key and body, and refuse another body with 409', async () => {
      const key = `idem-${Date.now()}`;
      const body = { email: uniqueEmail(), amount: 9000 };
      const first = await pay<Initialized>('/transaction/initialize', { key: merchant.secretKey, body, headers: { 'Idempotency-Key': key } });
      const replay = await pay<Initialized>('/transaction/initialize', { key: merchant.secretKey, body, headers: { 'Idempotency-Key': key } });
      const mismatch = await pay('/transaction/initialize', { key: merchant.secretKey, body: { ...body, amount: 9001 }, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(200);
      expect(replay.status).toBe(200);
      expect(replay.body.data).toEqual(first.body.data);
      expect(mismatch.status).toBe(409);
      const otherMerchant = await pay<Initialized>('/transaction/initialize', { key: other.secretKey, body, headers: { 'Idempotency-Key': key } });
      expect(otherMerchant.body.data.reference).not.toBe(first.body.data.reference);
    });

    test('It should run concurrent requests with one key only once', async () => {
      const key = `race-${Date.now()}`;
      const body = { email: uniqueEmail(), amount: 9100 };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => pay<Initialized>('/transaction/initialize', { key: merchant.secretKey, body, headers: { 'Idempotency-Key': key } })),
      );
      const references = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.reference));
      expect(references.size).toBe(1);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
    });
  });

  describe('verify, fetch and list', () => {
    test('It should verify a paid transaction with its card authorization and no card number', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      expect((await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) })).body.data).toMatchObject({ status: 'success' });
      const verified = await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      expect(verified.status).toBe(200);
      expect(verified.body.message).toBe('Verification successful');
      expect(verified.body.data).toMatchObject({
        status: 'success',
        channel: 'card',
        gateway_response: 'Approved',
        authorization: { bin: '408408', last4: '4081', exp_month: '12', brand: 'visa', reusable: true },
      });
      expect(verified.body.data.paid_at).toEqual(expect.any(String));
      expect(String(verified.body.data.authorization.authorization_code)).toMatch(/^AUTH_/);
      expect(JSON.stringify(verified.body)).not.toContain(testCards.success);
    });

    test('It should answer 404 for an unknown reference and for another merchant\'s transaction', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const verified = await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      expect((await pay(`/transaction/verify/${checkout.reference}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay('/transaction/verify/no-such-reference', { key: merchant.secretKey })).status).toBe(404);
      expect((await pay(`/transaction/${verified.body.data.id}`, { key: merchant.secretKey })).body.data).toMatchObject({ reference: checkout.reference });
      expect((await pay(`/transaction/${verified.body.data.id}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay('/transaction/not-a-number', { key: merchant.secretKey })).status).toBe(400);
    });

    test('It should list newest first, paged by perPage and page, with status and date filters', async () => {
      const lister = await createTestMerchant({ name: 'Lister' });
      const made: string[] = [];
      for (let index = 0; index < 5; index += 1) made.push((await initializeCheckout(lister.secretKey, { amount: 1000 + index })).reference);
      const paid = await initializeCheckout(lister.secretKey, { amount: 2000 });
      await pay('/checkout/charge/card', { body: cardBody(paid.accessCode, testCards.success) });
      made.push(paid.reference);

      const first = await pay<Verified[]>('/transaction?perPage=4&page=1', { key: lister.secretKey });
      expect(first.status).toBe(200);
      expect(first.body.data.map((item) => item.reference)).toEqual([...made].reverse().slice(0, 4));
      // `total_volume` adds up the successful ones only: the one paid ₦20.
      expect(first.body.meta).toEqual({ total: 6, total_volume: 2000, skipped: 0, perPage: 4, page: 1, pageCount: 2 });
      const second = await pay<Verified[]>('/transaction?perPage=4&page=2', { key: lister.secretKey });
      expect(second.body.data.map((item) => item.reference)).toEqual([...made].reverse().slice(4));
      expect(second.body.meta).toMatchObject({ skipped: 4, page: 2 });

      const successes = await pay<Verified[]>('/transaction?status=success', { key: lister.secretKey });
      expect(successes.body.data.map((item) => item.reference)).toEqual([paid.reference]);
      const future = await pay<Verified[]>(`/transaction?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { key: lister.secretKey });
      expect(future.body.data).toEqual([]);
      const past = await pay<Verified[]>(`/transaction?to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&perPage=100`, { key: lister.secretKey });
      expect(past.body.meta?.total).toBe(6);
      expect((await pay('/transaction?perPage=0', { key: lister.secretKey })).status).toBe(400);
      expect((await pay('/transaction?status=lost', { key: lister.secretKey })).body.message).toContain('status');
    });
  });

  describe('charge_authorization', () => {
    test('It should charge a reusable card again, only for its merchant and e-mail', async () => {
      const email = uniqueEmail('repeat');
      const checkout = await initializeCheckout(merchant.secretKey, { email });
      await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
      const verified = await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      const code = String(verified.body.data.authorization.authorization_code);

      const charged = await pay<Verified>('/transaction/charge_authorization', {
        key: merchant.secretKey,
        body: { authorization_code: code, email, amount: 4500 },
        headers: { 'Idempotency-Key': `charge-${Date.now()}` },
      });
      expect(charged.status).toBe(200);
      expect(charged.body.data).toMatchObject({ status: 'success', amount: 4500, authorization: { authorization_code: code, last4: '4081' } });

      expect((await pay('/transaction/charge_authorization', { key: other.secretKey, body: { authorization_code: code, email, amount: 4500 } })).status).toBe(404);
      const wrongEmail = await pay('/transaction/charge_authorization', { key: merchant.secretKey, body: { authorization_code: code, email: uniqueEmail(), amount: 4500 } });
      expect(wrongEmail.status).toBe(400);
      expect(wrongEmail.body.message).toContain('email');
      expect((await pay('/transaction/charge_authorization', { key: merchant.secretKey, body: { email, amount: 4500 } })).body.message).toContain('authorization_code');
    });
  });
});
