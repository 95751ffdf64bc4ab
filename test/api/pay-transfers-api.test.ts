import { createHmac, randomUUID } from 'node:crypto';
import { until } from '../support/concurrency';
import { createTestMerchant, paidTransaction, pay, webhookReceiver, type PayAnswer, type ReceivedWebhook } from './pay-helpers';

/**
 * Pay's payouts (docs/pay.md, Transfers and balance): transfer recipients resolved against the test bank's
 * accounts, transfers from the balance that wait for the test OTP, are sent by the payout processor and end in
 * `transfer.success` or `transfer.failed` (a failed one giving its amount back), and the balance that refuses a
 * transfer it cannot cover, however many race for it.
 */
interface Recipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  email: string | null;
  active: boolean;
  is_deleted: boolean;
  currency: string;
  metadata: Record<string, unknown> | null;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
}

interface Transfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  fee_charged: number;
  currency: string;
  status: 'otp' | 'pending' | 'success' | 'failed';
  reason: string | null;
  recipient: number | { recipient_code: string; details: { account_number: string } };
  transferred_at: string | null;
  failures: string | null;
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

const goodAccount = { type: 'nuban', name: 'Adaeze Okafor', account_number: '0000000001', bank_code: '058', currency: 'NGN' };
const failingAccount = { type: 'nuban', name: 'Failing payouts', account_number: '0000000013', bank_code: '058' };
const testOtp = '123456';

function createRecipient(merchant: Merchant, body: Record<string, unknown>): Promise<PayAnswer<Recipient>> {
  return pay<Recipient>('/transferrecipient', { key: merchant.secretKey, body });
}

function createTransfer(merchant: Merchant, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<PayAnswer<Transfer>> {
  return pay<Transfer>('/transfer', { key: merchant.secretKey, body: { source: 'balance', ...body }, headers });
}

function finalize(merchant: Merchant, transferCode: string, otp = testOtp): Promise<PayAnswer<Transfer>> {
  return pay<Transfer>('/transfer/finalize_transfer', { key: merchant.secretKey, body: { transfer_code: transferCode, otp } });
}

async function balance(merchant: Merchant): Promise<number> {
  const answer = await pay<Array<{ currency: string; balance: number }>>('/balance', { key: merchant.secretKey });
  expect(answer.status).toBe(200);
  return answer.body.data.find((entry) => entry.currency === 'NGN')?.balance ?? Number.NaN;
}

/** Polls `GET /transfer/verify/{reference}` until the payout processor has settled the transfer. */
function settled(merchant: Merchant, reference: string): Promise<Transfer> {
  return until(
    `transfer ${reference} settled`,
    async () => {
      const verified = await pay<Transfer>(`/transfer/verify/${reference}`, { key: merchant.secretKey });
      return verified.body.data.status === 'success' || verified.body.data.status === 'failed' ? verified.body.data : undefined;
    },
    20_000,
  );
}

function transferWebhook(received: ReceivedWebhook[], reference: string): Promise<{ event: string; data: Transfer; raw: ReceivedWebhook }> {
  return until(
    `the webhook for transfer ${reference}`,
    () =>
      received
        .map((raw) => ({ raw, ...(JSON.parse(raw.body) as { event: string; data: Transfer }) }))
        .find((hook) => hook.event.startsWith('transfer.') && hook.data.reference === reference),
    20_000,
  );
}

describe('Pay transfer recipients', () => {
  let merchant: Merchant;
  let other: Merchant;

  beforeAll(async () => {
    [merchant, other] = await Promise.all([createTestMerchant({ name: 'Recipients shop' }), createTestMerchant({ name: 'Other recipients shop' })]);
  });

  test('It should refuse a missing key or a public key with 401, and an unsupported type or bad account with 400 naming it', async () => {
    expect((await pay('/transferrecipient', { body: goodAccount })).status).toBe(401);
    expect((await pay('/transferrecipient', { key: merchant.publicKey, body: goodAccount })).status).toBe(401);
    const ghana = await createRecipient(merchant, { ...goodAccount, type: 'ghipss' });
    expect([ghana.status, ghana.body.message]).toEqual([400, expect.stringContaining('type must be nuban')]);
    const shortAccount = await createRecipient(merchant, { ...goodAccount, account_number: '123' });
    expect([shortAccount.status, shortAccount.body.message]).toEqual([400, expect.stringContaining('account_number')]);
    const unknown = await createRecipient(merchant, { ...goodAccount, account_number: '0000000099' });
    expect(unknown.status).toBe(422);
  });

  test('It should create a nuban recipient named as the bank resolves the account, and answer the same account with the same recipient', async () => {
    const created = await createRecipient(merchant, { ...goodAccount, description: 'Supplier', metadata: { vendor: 7 } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        recipient_code: expect.stringMatching(/^RCP_/),
        id: expect.any(Number),
        type: 'nuban',
        name: 'Adaeze Okafor',
        currency: 'NGN',
        active: true,
        metadata: { vendor: 7 },
        details: { account_number: '0000000001', account_name: 'ADAEZE OKAFOR', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
      },
    });
    const again = await createRecipient(merchant, goodAccount);
    expect(again.body.data.recipient_code).toBe(created.body.data.recipient_code);
    // Another merchant's recipient for the same account is its own.
    const others = await createRecipient(other, goodAccount);
    expect(others.body.data.recipient_code).not.toBe(created.body.data.recipient_code);
  });

  test('It should fetch by id or code, update, and answer another merchant\'s recipient as not found', async () => {
    const { data: recipient } = (await createRecipient(merchant, { ...goodAccount, account_number: '0000000001' })).body;
    const byId = await pay<Recipient>(`/transferrecipient/${recipient.id}`, { key: merchant.secretKey });
    const byCode = await pay<Recipient>(`/transferrecipient/${recipient.recipient_code}`, { key: merchant.secretKey });
    expect([byId.body.data.recipient_code, byCode.body.data.recipient_code]).toEqual([recipient.recipient_code, recipient.recipient_code]);
    const updated = await pay<Recipient>(`/transferrecipient/${recipient.recipient_code}`, { method: 'PUT', key: merchant.secretKey, body: { name: 'Adaeze O.', email: 'ada@example.com' } });
    expect(updated.body.data).toMatchObject({ name: 'Adaeze O.', email: 'ada@example.com' });
    expect((await pay(`/transferrecipient/${recipient.recipient_code}`, { key: other.secretKey })).status).toBe(404);
    expect((await pay(`/transferrecipient/${recipient.id}`, { method: 'PUT', key: other.secretKey, body: { name: 'Intruder' } })).status).toBe(404);
    expect((await pay(`/transferrecipient/${recipient.recipient_code}`, { method: 'DELETE', key: other.secretKey })).status).toBe(404);
  });

  test('It should list recipients newest first, paged with meta', async () => {
    const lister = await createTestMerchant({ name: 'Recipient lister' });
    for (const account_number of ['0000000001', '0000000013']) await createRecipient(lister, { ...goodAccount, account_number });
    await createRecipient(lister, { ...goodAccount, account_number: '0000000002', bank_code: '044' });
    const page = await pay<Recipient[]>('/transferrecipient?perPage=2&page=2', { key: lister.secretKey });
    expect(page.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    expect(page.body.data.map((recipient) => recipient.details.account_number)).toEqual(['0000000001']);
    const empty = await pay<Recipient[]>(`/transferrecipient?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { key: lister.secretKey });
    expect([empty.body.data, empty.body.meta?.total]).toEqual([[], 0]);
    expect((await pay('/transferrecipient?perPage=0', { key: lister.secretKey })).status).toBe(400);
  });

  test('It should create a batch, listing the recipients it could not make with their reason', async () => {
    const bulk = await pay<{ success: Recipient[]; errors: Array<{ error: string }> }>('/transferrecipient/bulk', {
      key: merchant.secretKey,
      body: { batch: [{ ...goodAccount, account_number: '0000000003', bank_code: '033', name: 'Hauwa' }, { ...goodAccount, account_number: '0000000077' }] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.success.map((recipient) => recipient.details.account_name)).toEqual(['HAUWA MUSA']);
    expect(bulk.body.data.errors).toEqual([expect.objectContaining({ error: expect.stringContaining('Could not resolve') })]);
  });

  test('It should set a deleted recipient inactive and refuse transfers to it', async () => {
    const owner = await createTestMerchant({ name: 'Deleting recipients' });
    await paidTransaction(owner.secretKey, { amount: 500_000 });
    const { data: recipient } = (await createRecipient(owner, { ...goodAccount, account_number: '0000000002', bank_code: '044' })).body;
    const deleted = await pay(`/transferrecipient/${recipient.recipient_code}`, { method: 'DELETE', key: owner.secretKey });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Transfer recipient set as inactive']);
    expect((await pay<Recipient>(`/transferrecipient/${recipient.id}`, { key: owner.secretKey })).body.data).toMatchObject({ active: false, is_deleted: true });
    const refused = await createTransfer(owner, { amount: 10_000, recipient: recipient.recipient_code });
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining('inactive')]);
  });
});

describe('Pay transfers and balance', () => {
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let merchant: Merchant;
  let other: Merchant;
  let recipientCode: string;
  let failingCode: string;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    [merchant, other] = await Promise.all([createTestMerchant({ name: 'Payouts shop', webhookUrl: receiver.url }), createTestMerchant({ name: 'Other payouts shop' })]);
    recipientCode = (await createRecipient(merchant, goodAccount)).body.data.recipient_code;
    failingCode = (await createRecipient(merchant, failingAccount)).body.data.recipient_code;
  });
  afterAll(async () => {
    await receiver.close();
  });

  test('It should show a new merchant a zero NGN balance, then what its payments earned net of fees', async () => {
    const fresh = await createTestMerchant({ name: 'Fresh balance' });
    const empty = await pay('/balance', { key: fresh.secretKey });
    expect(empty.body).toEqual({ status: true, message: 'Balances retrieved', data: [{ currency: 'NGN', balance: 0 }] });
    const paid = await paidTransaction(fresh.secretKey, { amount: 1_000_000 });
    const verified = await pay<{ fees: number }>(`/transaction/verify/${paid.reference}`, { key: fresh.secretKey });
    expect(await balance(fresh)).toBe(1_000_000 - verified.body.data.fees);
    expect((await pay('/balance', { key: fresh.publicKey })).status).toBe(401);
  });

  test('GET /balance/ledger lists each move of the balance newest first in Paystack\'s shape, paged, its newest balance being GET /balance', async () => {
    const owner = await createTestMerchant({ name: 'Ledger shop' });
    const empty = await pay<unknown[]>('/balance/ledger', { key: owner.secretKey });
    expect(empty.body).toMatchObject({ status: true, message: 'Balance ledger retrieved', data: [], meta: { total: 0, skipped: 0, perPage: 50, page: 1, pageCount: 0 } });
    const paid = await paidTransaction(owner.secretKey, { amount: 1_000_000 });
    const refund = await pay('/refund', { key: owner.secretKey, body: { transaction: paid.reference, amount: 100_000 } });
    expect(refund.status).toBe(200);
    const code = (await createRecipient(owner, goodAccount)).body.data.recipient_code;
    const transfer = await createTransfer(owner, { amount: 200_000, recipient: code, reference: `ledger-${randomUUID()}` });
    expect(transfer.status).toBe(200);

    interface Entry { balance: number; difference: number; currency: string; reason: string; model_responsible: string; model_row: number; id: number; domain: string; createdAt: string; updatedAt: string }
    const ledger = await pay<Entry[]>('/balance/ledger', { key: owner.secretKey });
    expect(ledger.status).toBe(200);
    expect(ledger.body.data.map((entry) => [entry.model_responsible, entry.difference])).toEqual([
      ['Transfer', -201_000],
      ['Refund', -100_000],
      ['Transaction', expect.any(Number)],
    ]);
    expect(ledger.body.data[0]).toMatchObject({ currency: 'NGN', domain: 'test', model_row: transfer.body.data.id, id: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(ledger.body.data[0]?.balance).toBe(await balance(owner));
    const page = await pay<Entry[]>('/balance/ledger?per_page=1&page=2', { key: owner.secretKey });
    expect(page.body.data.map((entry) => entry.model_responsible)).toEqual(['Refund']);
    expect(page.body).toMatchObject({ meta: { total: 3, skipped: 1, perPage: 1, page: 2, pageCount: 3 } });
    expect((await pay<Entry[]>('/balance/ledger', { key: other.secretKey })).body.data.some((entry) => entry.model_row === transfer.body.data.id)).toBe(false);
    expect((await pay('/balance/ledger', { key: owner.publicKey })).status).toBe(401);
    expect((await pay('/balance/ledger?perPage=0', { key: owner.secretKey })).status).toBe(400);
  });

  test('disable_otp, disable_otp_finalize with the test OTP and enable_otp switch the OTP step of new transfers off and on', async () => {
    const owner = await createTestMerchant({ name: 'OTP switch shop' });
    await paidTransaction(owner.secretKey, { amount: 1_000_000 });
    const code = (await createRecipient(owner, goodAccount)).body.data.recipient_code;
    const unasked = await pay('/transfer/disable_otp_finalize', { key: owner.secretKey, body: { otp: testOtp } });
    expect([unasked.status, unasked.body]).toEqual([400, expect.objectContaining({ status: false, code: 'otp_not_requested' })]);
    const asked = await pay('/transfer/disable_otp', { key: owner.secretKey, method: 'POST' });
    expect([asked.status, asked.body]).toEqual([200, { status: true, message: expect.stringContaining('OTP has been sent') }]);
    const wrong = await pay('/transfer/disable_otp_finalize', { key: owner.secretKey, body: { otp: '654321' } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid OTP']);
    expect((await pay('/transfer/disable_otp_finalize', { key: owner.secretKey, body: {} })).status).toBe(400);
    const disabled = await pay('/transfer/disable_otp_finalize', { key: owner.secretKey, body: { otp: testOtp } });
    expect(disabled.body).toEqual({ status: true, message: 'OTP requirement for transfers has been disabled' });

    const queued = await createTransfer(owner, { amount: 50_000, recipient: code, reference: `no-otp-${randomUUID()}` });
    expect([queued.body.message, queued.body.data.status]).toEqual(['Transfer has been queued', 'pending']);
    expect((await settled(owner, queued.body.data.reference)).status).toBe('success');

    const enabled = await pay('/transfer/enable_otp', { key: owner.secretKey, method: 'POST' });
    expect(enabled.body).toEqual({ status: true, message: 'OTP requirement for transfers has been enabled' });
    const held = await createTransfer(owner, { amount: 50_000, recipient: code, reference: `otp-again-${randomUUID()}` });
    expect([held.body.message, held.body.data.status]).toEqual(['Transfer requires OTP to continue', 'otp']);
    expect((await pay('/transfer/enable_otp', { key: owner.publicKey, method: 'POST' })).status).toBe(401);
  });

  test('It should refuse a transfer larger than the balance with Paystack\'s message, and bad fields with 400 naming them', async () => {
    const poor = await createTestMerchant({ name: 'Empty balance' });
    const code = (await createRecipient(poor, goodAccount)).body.data.recipient_code;
    const refused = await createTransfer(poor, { amount: 10_000, recipient: code });
    expect([refused.status, refused.body.message]).toEqual([400, 'Your balance is not enough to fulfil this request']);
    expect((await createTransfer(poor, { amount: 10_000, recipient: code, source: 'card' })).body.message).toContain('source');
    expect((await createTransfer(poor, { amount: 'ten', recipient: code })).body.message).toContain('amount');
    expect((await createTransfer(poor, { amount: 10_000, recipient: 'nobody' })).body.message).toContain('recipient');
    expect((await createTransfer(poor, { amount: 10_000, recipient: 'RCP_unknown000' })).status).toBe(404);
  });

  test('It should hold a transfer for its OTP, take amount and fee from the balance at once, send it once finalized and say transfer.success', async () => {
    await paidTransaction(merchant.secretKey, { amount: 2_000_000 });
    const before = await balance(merchant);
    const reference = `payout-${randomUUID()}`;
    const created = await createTransfer(merchant, { amount: '500000', recipient: recipientCode, reason: 'November payout', reference });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Transfer requires OTP to continue',
      data: { reference, amount: 500_000, fee_charged: 1_000, currency: 'NGN', status: 'otp', source: 'balance', reason: 'November payout', transfer_code: expect.stringMatching(/^TRF_/), recipient: expect.any(Number) },
    });
    expect(await balance(merchant)).toBe(before - 501_000);

    const wrong = await finalize(merchant, created.body.data.transfer_code, '000000');
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid OTP']);
    expect((await finalize(other, created.body.data.transfer_code)).status).toBe(404);
    const finalized = await finalize(merchant, created.body.data.transfer_code);
    expect([finalized.status, finalized.body.message, finalized.body.data.status]).toEqual([200, 'Transfer has been queued', 'pending']);
    const again = await finalize(merchant, created.body.data.transfer_code);
    expect([again.status, again.body.message]).toEqual([400, 'Transfer is not currently awaiting OTP']);

    const done = await settled(merchant, reference);
    expect(done).toMatchObject({ status: 'success', transferred_at: expect.any(String), recipient: { recipient_code: recipientCode, details: { account_number: '0000000001' } } });
    const hook = await transferWebhook(receiver.received, reference);
    expect(hook).toMatchObject({ event: 'transfer.success', data: { reference, status: 'success', amount: 500_000 } });
    expect(hook.raw.headers['x-aso-signature']).toBe(createHmac('sha512', merchant.secretKey).update(hook.raw.body).digest('hex'));
    expect(await balance(merchant)).toBe(before - 501_000);

    const fetched = await pay<Transfer>(`/transfer/${created.body.data.transfer_code}`, { key: merchant.secretKey });
    const byId = await pay<Transfer>(`/transfer/${created.body.data.id}`, { key: merchant.secretKey });
    expect([fetched.body.data.reference, byId.body.data.reference]).toEqual([reference, reference]);
    expect((await pay(`/transfer/${created.body.data.id}`, { key: other.secretKey })).status).toBe(404);
    expect((await pay(`/transfer/verify/${reference}`, { key: other.secretKey })).status).toBe(404);
  });

  test('It should fail a transfer to the test bank\'s failing account with transfer.failed, and give its amount back', async () => {
    await paidTransaction(merchant.secretKey, { amount: 500_000 });
    const before = await balance(merchant);
    const reference = `failing-${randomUUID()}`;
    const created = await createTransfer(merchant, { amount: 100_000, recipient: failingCode, reference });
    expect(await balance(merchant)).toBe(before - 101_000);
    await finalize(merchant, created.body.data.transfer_code);
    const done = await settled(merchant, reference);
    expect(done).toMatchObject({ status: 'failed', failures: expect.stringContaining('declined'), transferred_at: null });
    expect((await transferWebhook(receiver.received, reference)).event).toBe('transfer.failed');
    expect(await balance(merchant)).toBe(before);
  });

  test('It should answer a retry with the same reference or Idempotency-Key with the one transfer, and refuse a reused reference', async () => {
    await paidTransaction(merchant.secretKey, { amount: 500_000 });
    const reference = `retry-${randomUUID()}`;
    const first = await createTransfer(merchant, { amount: 20_000, recipient: recipientCode, reference });
    const retry = await createTransfer(merchant, { amount: 20_000, recipient: recipientCode, reference });
    expect(retry.body.data.transfer_code).toBe(first.body.data.transfer_code);
    const reused = await createTransfer(merchant, { amount: 30_000, recipient: recipientCode, reference });
    expect([reused.status, reused.body.message]).toEqual([400, expect.stringContaining('Duplicate Transfer Reference')]);

    const key = { 'Idempotency-Key': `payout-${randomUUID()}` };
    const keyed = await createTransfer(merchant, { amount: 20_000, recipient: recipientCode }, key);
    const keyedRetry = await createTransfer(merchant, { amount: 20_000, recipient: recipientCode }, key);
    expect(keyedRetry.body.data.transfer_code).toBe(keyed.body.data.transfer_code);
    const listed = await pay<Transfer[]>(`/transfer?perPage=100`, { key: merchant.secretKey });
    expect(listed.body.data.filter((transfer) => transfer.reference === keyed.body.data.reference)).toHaveLength(1);
  });

  test('It should let racing transfers take the balance once: never more written than it covers', async () => {
    const racer = await createTestMerchant({ name: 'Racing payouts' });
    await paidTransaction(racer.secretKey, { amount: 1_000_000 });
    const code = (await createRecipient(racer, goodAccount)).body.data.recipient_code;
    const available = await balance(racer);
    // Each fits alone (amount + ₦10 fee); together they ask for about three times the balance.
    const amount = Math.floor(available / 4) - 1_000;
    const answers = await Promise.all(Array.from({ length: 12 }, () => createTransfer(racer, { amount, recipient: code })));
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(Math.floor(available / (amount + 1_000)));
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.message === 'Your balance is not enough to fulfil this request')).toBe(true);
    expect(await balance(racer)).toBe(available - accepted * (amount + 1_000));
  });

  test('It should list transfers newest first, paged with meta, and by recipient', async () => {
    const lister = await createTestMerchant({ name: 'Transfer lister' });
    await paidTransaction(lister.secretKey, { amount: 1_000_000 });
    const first = (await createRecipient(lister, goodAccount)).body.data;
    const second = (await createRecipient(lister, { ...goodAccount, account_number: '0000000002', bank_code: '044' })).body.data;
    for (const code of [first.recipient_code, second.recipient_code, second.recipient_code]) expect((await createTransfer(lister, { amount: 10_000, recipient: code })).status).toBe(200);
    const page = await pay<Transfer[]>('/transfer?perPage=2&page=1', { key: lister.secretKey });
    expect(page.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
    const bySecond = await pay<Transfer[]>(`/transfer?recipient=${second.id}`, { key: lister.secretKey });
    expect([bySecond.body.data.length, bySecond.body.meta?.total]).toEqual([2, 2]);
    expect((await pay<Transfer[]>('/transfer', { key: other.secretKey })).body.data.filter((transfer) => transfer.reference === page.body.data[0]?.reference)).toEqual([]);
    expect((await pay(`/transfer?recipient=${second.recipient_code}`, { key: other.secretKey })).status).toBe(404);
  });
});
