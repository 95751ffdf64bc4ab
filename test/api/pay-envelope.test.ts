import { testCards } from '../../functions/src/pay/checkout/contract';
import { refusedParameterNames } from '../../functions/src/pay/transaction/unsupported-parameters';
import { until } from '../support/concurrency';
import { cardBody, createTestMerchant, initializeCheckout, paidTransaction, pay, uniqueEmail, webhookReceiver, type PayAnswer } from './pay-helpers';

/**
 * Paystack's error envelope and the fields Paystack's transactions have (docs/pay.md §15 and §16): every Pay
 * error is `{status: false, message, type, code, meta: {nextStep}}` (with `errors[]` where there are field
 * problems), an unknown route is a 404 in it, and every SPEC §3 pop-up parameter is either honoured or refused
 * by name: nothing is accepted and dropped.
 */
type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

interface Verified {
  id: number;
  reference: string;
  amount: number;
  requested_amount: number;
  transaction_date: string;
  created_at: string;
  plan_object: Record<string, unknown>;
  ip_address: string | null;
  log: Record<string, unknown> | null;
  order_id: number | string | null;
  metadata: Record<string, unknown> | null;
  customer: { id: number; customer_code: string; email: string };
}

interface InitData {
  id: number;
  access_code: string;
  merchant_key: string;
}

/** The envelope of a Pay error, as Paystack's API reference "Errors" has it. */
function expectPayError(answer: PayAnswer, status: number, type: string, code: string): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { status: false, type, code, meta: { nextStep: expect.any(String) } } });
  expect(answer.body.message.length).toBeGreaterThan(0);
}

describe("Pay's error envelope", () => {
  let merchant: Merchant;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Envelope shop' });
  });

  test('It should answer a 400 with validation_error, a code, meta.nextStep and the field problems in errors[]', async () => {
    const answer = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: 'not-an-email', amount: 5000 } });
    expectPayError(answer, 400, 'validation_error', 'invalid_params');
    expect(answer.body.errors?.[0]?.path).toBe('email');
  });

  test('It should answer a 401 for a wrong key with invalid_Key, as Paystack does', async () => {
    expectPayError(await pay('/transaction', { key: 'sk_test_not_a_key' }), 401, 'validation_error', 'invalid_Key');
    expectPayError(await pay('/transaction'), 401, 'validation_error', 'invalid_Key');
  });

  test('It should answer a 404 for an unknown transaction with transaction_not_found, and for an unknown refund with not_found', async () => {
    expectPayError(await pay('/transaction/verify/no-such-reference', { key: merchant.secretKey }), 404, 'validation_error', 'transaction_not_found');
    expectPayError(await pay('/refund/123456789', { key: merchant.secretKey }), 404, 'validation_error', 'not_found');
  });

  test('It should answer a 409 (an Idempotency-Key reused with another body) with conflict', async () => {
    const key = `envelope-${Date.now()}`;
    const first = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('idem'), amount: 5000 }, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    const other = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('idem'), amount: 6000 }, headers: { 'Idempotency-Key': key } });
    expectPayError(other, 409, 'validation_error', 'conflict');
  });

  test('It should answer a 422 (an account the bank cannot name) with unprocessable', async () => {
    expectPayError(await pay('/bank/resolve?account_number=9999999999&bank_code=058', { key: merchant.secretKey }), 422, 'validation_error', 'unprocessable');
  });

  test('It should answer a 500 with api_error and the request id, never the internal detail', async () => {
    const crashed = await pay('/transaction/verify/any-reference', { key: merchant.secretKey, headers: { 'x-aso-fault': 'call=1' } });
    expectPayError(crashed, 500, 'api_error', 'server_error');
    expect((crashed.body as { requestId?: string }).requestId).toEqual(expect.any(String));
  });

  test('It should refuse a duplicate reference on initialize and charge_authorization with 400 duplicate_reference, replayed alike', async () => {
    const email = uniqueEmail('dup');
    const paid = await paidTransaction(merchant.secretKey, { email });
    const again = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, amount: 5000, reference: paid.reference } });
    expectPayError(again, 400, 'validation_error', 'duplicate_reference');
    expect(again.body.message).toBe('Duplicate Transaction Reference');

    const verified = await pay<{ authorization: { authorization_code: string } }>(`/transaction/verify/${paid.reference}`, { key: merchant.secretKey });
    const charge = { authorization_code: verified.body.data.authorization.authorization_code, email, amount: 4500, reference: paid.reference };
    const headers = { 'Idempotency-Key': `dup-${Date.now()}` };
    const refused = await pay('/transaction/charge_authorization', { key: merchant.secretKey, body: charge, headers });
    expectPayError(refused, 400, 'validation_error', 'duplicate_reference');
    const replayed = await pay('/transaction/charge_authorization', { key: merchant.secretKey, body: charge, headers });
    expectPayError(replayed, 400, 'validation_error', 'duplicate_reference');
  });

  test('It should answer an unknown route on Pay\'s origin with a 404 route_not_found in the envelope, whatever the method', async () => {
    for (const [path, method] of [['/no-such-resource', 'GET'], ['/transaction/initialize/extra', 'POST'], ['/transaction/initialize', 'PUT'], ['/plan-that-is-not-here/1', 'GET']] as const) {
      const answer = await pay(path, { method: method as 'GET' | 'POST' | 'PUT', key: merchant.secretKey, ...(method === 'GET' ? {} : { body: {} }) });
      expectPayError(answer, 404, 'validation_error', 'route_not_found');
      expect(answer.body.message).toBe('Route not found');
    }
  });

  test('It should never read /transaction/totals or /transaction/export as a transaction id', async () => {
    const totals = await pay<{ total_transactions: number }>('/transaction/totals', { key: merchant.secretKey });
    expect(totals.status).toBe(200);
    expect(totals.body.data.total_transactions).toEqual(expect.any(Number));
    const exported = await pay<{ path: string }>('/transaction/export', { key: merchant.secretKey });
    expect(exported.status).toBe(200);
    expect(exported.body.data.path).toEqual(expect.any(String));
    // A digit id still reaches fetch, and anything else is no route at all rather than "a bad id".
    expectPayError(await pay('/transaction/123456789', { key: merchant.secretKey }), 404, 'validation_error', 'transaction_not_found');
  });
});

describe('Every pop-up parameter has an owner (nothing accepted and dropped)', () => {
  let merchant: Merchant;
  const inline = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    pay<InitData>('/checkout/request_inline', { body: { key: merchant.publicKey, email: uniqueEmail('param'), amount: 250000, mode: 'popup', ...body }, headers });
  const initialize = (body: Record<string, unknown>) => pay<{ reference: string }>('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('param'), amount: 250000, ...body } });

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Parameter shop' });
  });

  test.each(refusedParameterNames.map((name) => [name]))('It should refuse %s by name on request_inline and initialize (unsupported_parameter)', async (name) => {
    for (const answer of [await inline({ [name]: name === 'connect_split' ? [{ account: 'x' }] : 'value-1' }), await initialize({ [name]: name === 'subscription' ? 7 : 'value-1' })]) {
      expectPayError(answer, 400, 'validation_error', 'unsupported_parameter');
      expect(answer.body.message).toMatch(new RegExp(`^${name} is not supported by Pay`));
      expect(answer.body.errors?.[0]?.path).toBe(name);
    }
  });

  test('It should refuse connect_account sent as the pop-up sends it, in x-connect-account', async () => {
    const answer = await inline({}, { 'x-connect-account': 'ACCT_42' });
    expectPayError(answer, 400, 'validation_error', 'unsupported_parameter');
    expect(answer.body.message).toMatch(/^connect_account is not supported by Pay/);
  });

  test('It should treat an empty refused parameter as not given, and ignore keys no document names, as Paystack does', async () => {
    expect((await inline({ hash: '', subscription: null, connect_split: [], payment_request: null, container: 'pay-here', card: true, bank: true, accessCode: null })).status).toBe(200);
    expect((await initialize({ some_library_extra: 'x', transaction_type: '' })).status).toBe(200);
  });

  test('It should honour customer_code: the customer with this e-mail, else a 400 naming it', async () => {
    const email = uniqueEmail('code');
    const first = await initialize({ email });
    const verified = await pay<Verified>(`/transaction/verify/${first.body.data.reference}`, { key: merchant.secretKey });
    const code = verified.body.data.customer.customer_code;
    expect((await inline({ email, customer_code: code })).status).toBe(200);
    const wrong = await inline({ email: uniqueEmail('other'), customer_code: code });
    expectPayError(wrong, 400, 'validation_error', 'invalid_params');
    expect(wrong.body.message).toContain('customer_code');
  });

  test('It should honour phone, firstname and lastname on the customer a pop-up transaction creates', async () => {
    const email = uniqueEmail('phone');
    expect((await inline({ email, phone: '+2348012345678', firstname: 'Ada', lastname: 'Obi' })).status).toBe(200);
    const customer = await pay<{ phone: string; first_name: string; last_name: string }>(`/customer/${email}`, { key: merchant.secretKey });
    expect(customer.body.data).toMatchObject({ phone: '+2348012345678', first_name: 'Ada', last_name: 'Obi' });
  });

  test('It should honour order_id from the pop-up and from initialize, shown on verify', async () => {
    const fromPopup = await inline({ order_id: 4242 });
    expect(fromPopup.status).toBe(200);
    const fetched = await pay<Verified>(`/transaction/${fromPopup.body.data.id}`, { key: merchant.secretKey });
    expect(fetched.body.data.order_id).toBe(4242);
    const fromServer = await initialize({ order_id: 'ORD-77' });
    expect((await pay<Verified>(`/transaction/verify/${fromServer.body.data.reference}`, { key: merchant.secretKey })).body.data.order_id).toBe('ORD-77');
    expectPayError(await initialize({ order_id: 'not valid!' }), 400, 'validation_error', 'invalid_params');
  });
});

describe("Paystack's transaction fields on verify, fetch, list and the webhook", () => {
  let merchant: Merchant;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    merchant = await createTestMerchant({ name: 'Fields shop', webhookUrl: receiver.url });
  });

  afterAll(async () => {
    await receiver.close();
  });

  test('It should show requested_amount, transaction_date, plan_object {} and metadata as null (never "") on all three reads', async () => {
    const checkout = await initializeCheckout(merchant.secretKey, { amount: 310_000 });
    const verified = (await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data;
    const fetched = (await pay<Verified>(`/transaction/${verified.id}`, { key: merchant.secretKey })).body.data;
    const listed = (await pay<Verified[]>('/transaction?perPage=100', { key: merchant.secretKey })).body.data.find((item) => item.id === verified.id);
    for (const view of [verified, fetched, listed]) {
      expect(view).toMatchObject({ requested_amount: 310_000, transaction_date: verified.created_at, plan_object: {}, metadata: null, order_id: null, ip_address: null, log: null });
    }
    const withMetadata = await initializeCheckout(merchant.secretKey, { metadata: { cart_id: 9 } });
    expect((await pay<Verified>(`/transaction/verify/${withMetadata.reference}`, { key: merchant.secretKey })).body.data.metadata).toEqual({ cart_id: 9 });
  });

  test("It should set ip_address from the checkout's set_ip and log from update_log, in Paystack's log shape", async () => {
    const init = (await pay<InitData>('/checkout/request_inline', { body: { key: merchant.publicKey, email: uniqueEmail('log'), amount: 250000 } })).body.data;
    expect((await pay(`/transaction/set_ip/${init.id}`, { key: init.merchant_key, method: 'POST', headers: { 'cloudfront-viewer-address': '203.0.113.7:52311' } })).status).toBe(200);
    const log = { start_time: 1_764_000_000, time_spent: 9, attempts: 1, errors: 0, success: false, mobile: true, input: [], history: [{ type: 'action', message: 'Opened the checkout', time: 1 }] };
    expect((await pay(`/transaction/update_log/${init.id}`, { key: init.merchant_key, body: { payload: JSON.stringify(log) } })).status).toBe(200);
    const fetched = (await pay<Verified>(`/transaction/${init.id}`, { key: merchant.secretKey })).body.data;
    expect(fetched.ip_address).toBe('203.0.113.7');
    expect(fetched.log).toEqual(log);
  });

  test('It should send the same fields and the customer object (id, customer_code, email) in the charge.success webhook body', async () => {
    const email = uniqueEmail('hook');
    const checkout = await initializeCheckout(merchant.secretKey, { email, metadata: { order: 'A-1' }, order_id: 31 });
    expect((await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) })).status).toBe(200);
    const delivered = await until(
      'the charge.success webhook',
      () => receiver.received.map((request) => JSON.parse(request.body) as { event: string; data: Verified }).find((body) => body.event === 'charge.success' && body.data.reference === checkout.reference),
      30_000,
    );
    const verified = (await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data;
    expect(delivered.data).toMatchObject({ requested_amount: 250000, transaction_date: verified.created_at, plan_object: {}, metadata: { order: 'A-1' }, order_id: 31 });
    expect(delivered.data.customer).toMatchObject({ id: verified.customer.id, customer_code: verified.customer.customer_code, email });
  });

  test("It should give the customer fetch total_transactions and total_transaction_value from the customer's paid transactions", async () => {
    const email = uniqueEmail('totals');
    await paidTransaction(merchant.secretKey, { email, amount: 100_000 });
    await paidTransaction(merchant.secretKey, { email, amount: 250_000 });
    await initializeCheckout(merchant.secretKey, { email, amount: 999_900 });
    const customer = await pay<{ total_transactions: number; total_transaction_value: { currency: string; amount: number }[] }>(`/customer/${email}`, { key: merchant.secretKey });
    expect(customer.status).toBe(200);
    expect(customer.body.data).toMatchObject({ total_transactions: 2, total_transaction_value: [{ currency: 'NGN', amount: 350_000 }] });
  });
});
