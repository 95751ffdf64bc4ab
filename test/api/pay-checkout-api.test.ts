import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { testCards, testOtp, testPin, type BankTransferDetails, type ChargeResult, type CheckoutStatus, type InitData } from '../../functions/src/pay/checkout/contract';
import { localCredentials } from '../../infra/local/local-aws';
import { logsDir } from '../../infra/local/paths';
import { testStack } from '../support/stack';
import { cardBody, checkoutToken, createTestMerchant, initializeCheckout, pay, uniqueEmail, webhookEvents } from './pay-helpers';

describe('Pay checkout API', () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  let other: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Checkout test', logo: 'https://merchant.example/logo.png', domains: ['https://merchant.example'] });
    other = await createTestMerchant({ name: 'Other checkout merchant' });
  });

  const inline = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    pay<InitData>('/checkout/request_inline', { body: { key: merchant.publicKey, email: 'inline@example.com', amount: 250000, mode: 'popup', ...body }, headers });

  describe('request_inline and verify_access_code', () => {
    test('It should answer every init field the script reads, with CORS open to any page', async () => {
      const email = uniqueEmail('inline');
      const answer = await pay<InitData>('/checkout/request_inline', {
        body: { key: merchant.publicKey, email, amount: '250000', firstname: 'Ada', lastname: 'Obi', label: 'Order 7', metadata: '{"referrer":"https://merchant.example/cart"}', channels: null, plan: null },
        headers: { origin: 'https://merchant.example', 'Accept-Language': 'en' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.body.data).toMatchObject({
        transaction_status: 'pending',
        channels: ['card', 'bank_transfer'],
        merchant_name: 'Checkout test',
        merchant_key: merchant.publicKey,
        merchant_logo: 'https://merchant.example/logo.png',
        email,
        amount: 250000,
        currency: 'NGN',
        label: 'Order 7',
        customer: { email, first_name: 'Ada', last_name: 'Obi' },
        link_config: { enabled: false, has_payment_instruments: false },
        canPayWithVault: false,
        allowed_origins: ['https://merchant.example'],
      });
      expect(answer.body.data.id).toEqual(expect.any(Number));
      const verified = await pay<InitData>(`/transaction/verify_access_code/${answer.body.data.access_code}`);
      expect(verified.status).toBe(200);
      expect(verified.body.data).toEqual(answer.body.data);
      expect(JSON.stringify(verified.body)).not.toMatch(/sk_test_/);
    });

    test('It should refuse a wrong or secret key and bad parameters', async () => {
      expect((await inline({ key: 'pk_test_0000000000000000' })).status).toBe(401);
      expect((await inline({ key: merchant.secretKey })).status).toBe(401);
      const noEmail = await inline({ email: null });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.message).toContain('email');
      expect((await inline({ amount: -5 })).body.message).toContain('amount');
      expect((await pay('/transaction/verify_access_code/unknown-code')).status).toBe(404);
    });

    test('It should resume a pending or abandoned transaction with identical parameters and checkout token instead of duplicating it', async () => {
      const email = uniqueEmail('reuse');
      const checkout_token = checkoutToken();
      const first = await inline({ email, amount: 12345, checkout_token });
      const same = await inline({ email, amount: 12345, checkout_token });
      expect(same.body.data.id).toBe(first.body.data.id);
      const cancelled = await pay<CheckoutStatus>('/checkout/cancel', { body: { access_code: first.body.data.access_code } });
      expect(cancelled.body.data.status).toBe('abandoned');
      const resumed = await inline({ email, amount: 12345, checkout_token });
      expect(resumed.body.data.id).toBe(first.body.data.id);
      expect(resumed.body.data.transaction_status).toBe('pending');
      expect((await inline({ email, amount: 12346, checkout_token })).body.data.id).not.toBe(first.body.data.id);
      expect((await inline({ email, amount: 12345, checkout_token }, { 'Accept-Language': 'fr' })).body.data.id).not.toBe(first.body.data.id);
    });

    test("It should never hand a stranger who guesses a customer's parameters that customer's transaction", async () => {
      const email = uniqueEmail('victim');
      const victim = await inline({ email, amount: 54321, checkout_token: checkoutToken() });
      const withoutToken = await inline({ email, amount: 54321 });
      const withOwnToken = await inline({ email, amount: 54321, checkout_token: checkoutToken() });
      for (const stranger of [withoutToken, withOwnToken]) {
        expect(stranger.status).toBe(200);
        expect(stranger.body.data.id).not.toBe(victim.body.data.id);
        expect(stranger.body.data.access_code).not.toBe(victim.body.data.access_code);
      }
      expect((await inline({ email, amount: 54321 })).body.data.id).not.toBe(withoutToken.body.data.id);
      expect((await inline({ email, amount: 54321, checkout_token: 'short' })).status).toBe(400);
    });

    test('It should honour Accept-Language, and refuse x-connect-account by its parameter name (connect_account is not supported by Pay)', async () => {
      const answer = await inline({ email: uniqueEmail('lang') }, { 'Accept-Language': 'fr-CA,fr;q=0.9' });
      expect(answer.body.data.language).toBe('fr-CA');
      const refused = await inline({ email: uniqueEmail('lang') }, { 'x-connect-account': 'ACCT_42' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('connect_account is not supported by Pay');
    });

    test('It should start a new transaction once the earlier identical one is paid, and refuse its reference', async () => {
      const email = uniqueEmail('paid');
      const reference = `inline-${Date.now()}`;
      const first = await inline({ email, ref: reference });
      await pay('/checkout/charge/card', { body: cardBody(first.body.data.access_code, testCards.success) });
      const again = await inline({ email, ref: reference });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'duplicate_reference' });
      expect((await inline({ email })).body.data.id).not.toBe(first.body.data.id);
    });
  });

  describe('callback_url', () => {
    const initialize = (key: string, callback_url: string) =>
      pay<{ access_code: string }>('/transaction/initialize', { key, body: { email: uniqueEmail('callback'), amount: 250000, callback_url } });

    test("It should keep the customer's way back inside the merchant's allowed domains, on initialize and request_inline", async () => {
      const { secretKey } = await createTestMerchant({ name: 'Callback shop', domains: ['https://merchant.example'] });
      expect((await initialize(secretKey, 'https://merchant.example/thanks')).status).toBe(200);
      const elsewhere = await initialize(secretKey, 'https://evil.example/thanks');
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body).toMatchObject({ status: false, message: expect.stringContaining('allowed domains') });
      expect((await inline({ email: uniqueEmail('callback'), callback_url: 'https://merchant.example/thanks' })).status).toBe(200);
      const inlineElsewhere = await inline({ email: uniqueEmail('callback'), callback_url: 'https://merchant.example.evil.example/thanks' });
      expect(inlineElsewhere.status).toBe(400);
      expect(inlineElsewhere.body.status).toBe(false);
    });

    test('It should take https anywhere from a merchant without allowed domains, and http only for localhost in test mode', async () => {
      expect((await initialize(other.secretKey, 'https://anywhere.example/thanks')).status).toBe(200);
      expect((await initialize(other.secretKey, 'http://localhost:5173/thanks')).status).toBe(200);
      const plain = await initialize(other.secretKey, 'http://anywhere.example/thanks');
      expect(plain.status).toBe(400);
      expect(plain.body.message).toContain('https');
      const inlinePlain = await pay('/checkout/request_inline', { body: { key: other.publicKey, email: uniqueEmail('callback'), amount: 250000, callback_url: 'http://anywhere.example/thanks' } });
      expect(inlinePlain.status).toBe(400);
    });
  });

  describe('update_log and set_ip', () => {
    test('It should take the init\'s merchant key as bearer and refuse any other', async () => {
      const init = (await inline({ email: uniqueEmail('log') })).body.data;
      const log = { start_time: 1, time_spent: 2, attempts: 0, errors: 0, success: false, mobile: false, input: [], history: [] };
      const updated = await pay(`/transaction/update_log/${init.id}`, { key: init.merchant_key, body: { payload: JSON.stringify(log) } });
      expect(updated.status).toBe(200);
      expect(updated.body.status).toBe(true);
      expect((await pay(`/transaction/set_ip/${init.id}`, { key: init.merchant_key, method: 'POST' })).status).toBe(200);
      expect((await pay<InitData>(`/transaction/verify_access_code/${init.access_code}`)).body.data.log).toEqual(log);

      expect((await pay(`/transaction/update_log/${init.id}`, { key: other.publicKey, body: { payload: '{}' } })).status).toBe(401);
      expect((await pay(`/transaction/set_ip/${init.id}`, { key: other.publicKey, method: 'POST' })).status).toBe(401);
      expect((await pay(`/transaction/set_ip/${init.id}`, { key: merchant.secretKey, method: 'POST' })).status).toBe(401);
      expect((await pay(`/transaction/set_ip/${init.id}`, { method: 'POST' })).status).toBe(401);
      expect((await pay(`/transaction/update_log/${init.id}`, { key: init.merchant_key, body: { payload: 'not json' } })).status).toBe(400);
    });
  });

  describe('cards', () => {
    const charge = (accessCode: string, number: string, extra: Record<string, unknown> = {}) =>
      pay<ChargeResult>('/checkout/charge/card', { body: cardBody(accessCode, number, extra) });

    test('It should approve the success card and refuse to charge the transaction again', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const paid = await charge(checkout.accessCode, '4084 0840 8408 4081');
      expect(paid.status).toBe(200);
      expect(paid.body.data).toEqual({ status: 'success', message: 'Payment successful', reference: checkout.reference });
      expect((await charge(checkout.accessCode, testCards.success)).status).toBe(409);
      expect((await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`)).body.data).toEqual({ status: 'success', reference: checkout.reference });
    });

    test.each([
      [testCards.declined, 'Declined'],
      [testCards.insufficientFunds, 'Insufficient Funds'],
      ['4111111111111111', 'Declined'],
    ])('It should fail card %s with "%s"', async (number, message) => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const answer = await charge(checkout.accessCode, number);
      expect(answer.body.data).toMatchObject({ status: 'failed', message });
      expect((await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`)).body.data.status).toBe('failed');
      expect((await charge(checkout.accessCode, testCards.success)).body.data.status).toBe('success');
    });

    test('It should ask for PIN then OTP, taking a wrong answer then the right one', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      expect((await charge(checkout.accessCode, testCards.pinThenOtp)).body.data).toMatchObject({ status: 'send_pin' });
      expect((await pay('/checkout/charge/otp', { body: { access_code: checkout.accessCode, otp: testOtp } })).status).toBe(400);
      const wrongPin = await pay<ChargeResult>('/checkout/charge/pin', { body: { access_code: checkout.accessCode, pin: '0000' } });
      expect(wrongPin.body.data).toMatchObject({ status: 'send_pin', message: 'Incorrect PIN. Please try again.' });
      const rightPin = await pay<ChargeResult>('/checkout/charge/pin', { body: { access_code: checkout.accessCode, pin: testPin } });
      expect(rightPin.body.data).toMatchObject({ status: 'send_otp', display_text: expect.any(String) });
      const wrongOtp = await pay<ChargeResult>('/checkout/charge/otp', { body: { access_code: checkout.accessCode, otp: '000000' } });
      expect(wrongOtp.body.data.status).toBe('send_otp');
      const rightOtp = await pay<ChargeResult>('/checkout/charge/otp', { body: { access_code: checkout.accessCode, otp: testOtp } });
      expect(rightOtp.body.data).toMatchObject({ status: 'success', reference: checkout.reference });
    });

    test('It should ask the OTP-only card for its OTP', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      expect((await charge(checkout.accessCode, testCards.otpOnly)).body.data.status).toBe('send_otp');
      expect((await pay('/checkout/charge/pin', { body: { access_code: checkout.accessCode, pin: testPin } })).status).toBe(400);
      expect((await pay<ChargeResult>('/checkout/charge/otp', { body: { access_code: checkout.accessCode, otp: testOtp } })).body.data.status).toBe('success');
    });

    test('It should fail the attempt after three wrong PINs', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      await charge(checkout.accessCode, testCards.pinThenOtp);
      const answers: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        answers.push((await pay<ChargeResult>('/checkout/charge/pin', { body: { access_code: checkout.accessCode, pin: '9999' } })).body.data.status);
      }
      expect(answers).toEqual(['send_pin', 'send_pin', 'failed']);
    });

    test.each([
      [{ number: '4084084084084082' }, 'number'],
      [{ number: '4084' }, 'number'],
      [{ exp_month: '13' }, 'exp_month'],
      [{ exp_month: '01', exp_year: '2020' }, 'exp_month'],
      [{ cvv: '12' }, 'cvv'],
      [{ access_code: '' }, 'access_code'],
    ])('It should check the card on the server: %j → 400 naming %s', async (override, field) => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const answer = await pay('/checkout/charge/card', { body: { ...cardBody(checkout.accessCode, testCards.success), ...override } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect((await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`)).body.data.status).toBe('pending');
    });

    test('It should refuse card data that a browser posts from any page but Pay\'s own', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const crossSite = await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success), headers: { 'sec-fetch-site': 'cross-site', origin: 'https://merchant.example' } });
      expect(crossSite.status).toBe(403);
      expect((await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`)).body.data.status).toBe('pending');
      const ownPage = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success), headers: { 'sec-fetch-site': 'same-origin' } });
      expect(ownPage.body.data.status).toBe('success');
    });

    test('It should let exactly one of 20 parallel charges succeed', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      const answers = await Promise.all(Array.from({ length: 20 }, () => charge(checkout.accessCode, testCards.success)));
      const successes = answers.filter((answer) => answer.status === 200 && answer.body.data.status === 'success');
      expect(successes).toHaveLength(1);
      for (const answer of answers.filter((candidate) => !successes.includes(candidate))) expect(answer.status).toBe(409);
      const verified = await pay<{ status: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      expect(verified.body.data.status).toBe('success');
    });

    test('It should keep no card number or CVV in the table or the logs after card payments', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      await charge(checkout.accessCode, testCards.pinThenOtp, { cvv: '731' });
      await pay('/checkout/charge/pin', { body: { access_code: checkout.accessCode, pin: testPin } });
      await pay('/checkout/charge/otp', { body: { access_code: checkout.accessCode, otp: testOtp } });
      const stack = testStack();
      const client = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.region, credentials: localCredentials });
      try {
        const items: NonNullable<ScanCommandOutput['Items']> = [];
        let start: ScanCommandOutput['LastEvaluatedKey'];
        do {
          // A test may scan; request paths never do.
          const page = await client.send(new ScanCommand({ TableName: stack.tables.pay, ...(start ? { ExclusiveStartKey: start } : {}) }));
          items.push(...(page.Items ?? []));
          start = page.LastEvaluatedKey;
        } while (start);
        const dump = JSON.stringify(items);
        for (const number of Object.values(testCards)) expect(dump).not.toContain(number);
        // Random codes may spell anything, so the CVV check is on attribute names, plus this card's own CVV below.
        const cardFields = items.flatMap((item) => Object.keys(item)).filter((name) => /cvv|cvc|^number$|cardnumber|^pan$/i.test(name));
        expect(cardFields).toEqual([]);
        const mine = items.find((item) => item.reference?.S === checkout.reference && item.cardLast4);
        expect(mine?.cardLast4?.S).toBe('6666');
        expect(Object.values(mine ?? {}).filter((value) => value.S === '731' || value.N === '731')).toEqual([]);
      } finally {
        client.destroy();
      }
      const logs = logsDir(process.env.LOCAL_STACK_DATA_DIR ?? '');
      for (const file of readdirSync(logs)) {
        const text = readFileSync(join(logs, file), 'utf8');
        for (const number of Object.values(testCards)) expect(text).not.toContain(number);
      }
    });
  });

  describe('webhook outbox', () => {
    test('It should record charge.failed and charge.success with the status changes, only for a merchant with a webhook URL', async () => {
      const hooked = await createTestMerchant({ name: 'Hooked', webhookUrl: 'http://127.0.0.1:9/hooks/pay' });
      const checkout = await initializeCheckout(hooked.secretKey);
      await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.declined) });
      await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
      const WebhookEvent = await webhookEvents();
      const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: hooked.merchant.merchantId }).go({ order: 'asc' });
      expect(events.map((event) => event.event)).toEqual(['charge.failed', 'charge.success']);
      const payload = JSON.parse(events[1]?.payload ?? '{}') as { event: string; data: { status: string; reference: string; authorization: { last4: string } } };
      expect(payload).toMatchObject({ event: 'charge.success', data: { status: 'success', reference: checkout.reference, authorization: { last4: '4081' } } });
      const verified = await pay(`/transaction/verify/${checkout.reference}`, { key: hooked.secretKey });
      expect(payload.data).toEqual(verified.body.data);
      // The events share the merchant's index partition with its transactions; lists count transactions only.
      const listed = await pay<unknown[]>(`/transaction?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`, { key: hooked.secretKey });
      expect(listed.body.meta).toMatchObject({ total: 1 });
      expect(listed.body.data).toHaveLength(1);

      const quiet = await initializeCheckout(merchant.secretKey);
      await pay('/checkout/charge/card', { body: cardBody(quiet.accessCode, testCards.success) });
      const { data: none } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go();
      expect(none).toEqual([]);
    });
  });

  describe('bank transfer', () => {
    test('It should give an account for 30 minutes, go pending when sent, then confirm', async () => {
      const checkout = await initializeCheckout(merchant.secretKey, { amount: 777700 });
      expect((await pay('/checkout/charge/bank_transfer/sent', { body: { access_code: checkout.accessCode } })).status).toBe(400);
      const account = await pay<BankTransferDetails>('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } });
      expect(account.status).toBe(200);
      expect(account.body.data).toMatchObject({ account_number: expect.stringMatching(/^\d{10}$/), bank_name: 'Aso Test Bank', amount: 777700 });
      const minutes = (Date.parse(account.body.data.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      expect((await pay<BankTransferDetails>('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } })).body.data).toEqual(account.body.data);

      const sent = await pay<ChargeResult>('/checkout/charge/bank_transfer/sent', { body: { access_code: checkout.accessCode } });
      expect(sent.body.data).toMatchObject({ status: 'pending', reference: checkout.reference });
      expect((await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`)).body.data.status).toBe('pending');
      const confirmed = await pay<CheckoutStatus>('/checkout/test/confirm_transfer', { body: { access_code: checkout.accessCode } });
      expect(confirmed.body.data).toEqual({ status: 'success', reference: checkout.reference });
      const verified = await pay<{ status: string; channel: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      expect(verified.body.data).toMatchObject({ status: 'success', channel: 'bank_transfer' });
    });

    test('It should refuse transfers on a card-only transaction', async () => {
      const checkout = await initializeCheckout(merchant.secretKey, { channels: ['card'] });
      expect((await pay('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } })).status).toBe(400);
    });
  });

  describe('cancel', () => {
    test('It should abandon a pending transaction, refuse charges on it, and refuse to cancel a paid one', async () => {
      const checkout = await initializeCheckout(merchant.secretKey);
      expect((await pay<CheckoutStatus>('/checkout/cancel', { body: { access_code: checkout.accessCode } })).body.data.status).toBe('abandoned');
      expect((await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) })).status).toBe(409);
      const paid = await initializeCheckout(merchant.secretKey);
      await pay('/checkout/charge/card', { body: cardBody(paid.accessCode, testCards.success) });
      expect((await pay('/checkout/cancel', { body: { access_code: paid.accessCode } })).status).toBe(409);
    });
  });

  describe('wallet pay (test mode)', () => {
    const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    test('It should answer a test merchant session and a test charge for form-encoded requests', async () => {
      const init = (await inline({ email: uniqueEmail('wallet'), channels: ['card', 'apple_pay'] })).body.data;
      const session = await pay<{ merchantSessionIdentifier: string; domainName: string }>(
        '/applepay/validate-session',
        form({ transaction: String(init.id), sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', displayName: 'Checkout test', domainName: 'merchant.example' }),
      );
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({ merchantSessionIdentifier: expect.stringMatching(/^test_/), domainName: 'merchant.example' });
      const charged = await pay<{ status: string }>('/applepay/charge', form({ transaction: String(init.id), paymentObject: JSON.stringify({ token: { paymentData: { data: 'x' } } }) }));
      expect(charged.status).toBe(200);
      expect(charged.body.data.status).toBe('success');
    });

    test('It should take the session request at the path the script posts to, trailing slash included', async () => {
      const init = (await inline({ email: uniqueEmail('wallet'), channels: ['card', 'apple_pay'] })).body.data;
      const session = await pay<{ merchantSessionIdentifier: string }>(
        '/applepay/validate-session/',
        form({ transaction: String(init.id), sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', displayName: 'Checkout test', domainName: 'merchant.example' }),
      );
      expect(session.status).toBe(200);
      expect(session.body.data.merchantSessionIdentifier).toMatch(/^test_/);
    });

    test('It should make the real request checks', async () => {
      const init = (await inline({ email: uniqueEmail('wallet'), channels: ['card', 'apple_pay'] })).body.data;
      const base = { transaction: String(init.id), sessionUrl: 'https://apple-pay-gateway.apple.com/x', displayName: 'x', domainName: 'merchant.example' };
      expect((await pay('/applepay/validate-session', form({ ...base, sessionUrl: 'https://evil.example/x' }))).body.message).toContain('sessionUrl');
      expect((await pay('/applepay/validate-session', form({ ...base, domainName: 'other.example' }))).status).toBe(403);
      expect((await pay('/applepay/validate-session', form({ ...base, transaction: 'abc' }))).body.message).toContain('transaction');
      expect((await pay('/applepay/charge', form({ transaction: String(init.id), paymentObject: '{}' }))).body.message).toContain('paymentObject');
      const cardOnly = (await inline({ email: uniqueEmail('wallet') })).body.data;
      expect((await pay('/applepay/charge', form({ transaction: String(cardOnly.id), paymentObject: JSON.stringify({ token: { paymentData: {} } }) }))).status).toBe(400);
    });
  });
});
