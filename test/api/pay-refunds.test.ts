import { createHmac } from 'node:crypto';
import { until } from '../support/concurrency';
import { createTestMerchant, initializeCheckout, paidTransaction, pay, refundInternals, webhookEvents, webhookReceiver, type PayAnswer, type ReceivedWebhook } from './pay-helpers';

/**
 * Pay's refund resource (docs/pay.md, Refunds): `POST /refund` queues a refund of a paid transaction, the refund
 * processor gives the money back, and the merchant hears `refund.pending` then `refund.processed` (or
 * `refund.failed`), signed like every webhook. Pending, processing and processed refunds never add up to more
 * than what was paid.
 */
interface Refund {
  id: number;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  amount: number;
  currency: string;
  deducted_amount: number;
  refunded_at: string | null;
  customer_note: string;
  merchant_note: string;
  transaction: { id: number; reference: string; amount: number };
}

interface VerifiedTransaction {
  status: string;
  amount: number;
  amount_refunded: number;
  refunds: Array<{ id: number; amount: number; status: string; createdAt: string }>;
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

function refund(merchant: Merchant, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<PayAnswer<Refund>> {
  return pay<Refund>('/refund', { key: merchant.secretKey, body, headers });
}

/** Polls the refund until the processor has settled it. */
function settled(merchant: Merchant, id: number): Promise<Refund> {
  return until(
    `refund ${id} settled`,
    async () => {
      const fetched = await pay<Refund>(`/refund/${id}`, { key: merchant.secretKey });
      return fetched.body.data.status === 'processed' || fetched.body.data.status === 'failed' ? fetched.body.data : undefined;
    },
    20_000,
  );
}

async function verify(merchant: Merchant, reference: string): Promise<VerifiedTransaction> {
  return (await pay<VerifiedTransaction>(`/transaction/verify/${reference}`, { key: merchant.secretKey })).body.data;
}

/** The webhooks a receiver got about one refund, as `{event, data}` in arrival order, once `count` have come. */
async function refundWebhooks(received: ReceivedWebhook[], id: number, count: number): Promise<Array<{ event: string; data: Record<string, unknown>; raw: ReceivedWebhook }>> {
  return until(
    `${count} webhooks for refund ${id}`,
    () => {
      const parsed = received
        .map((raw) => ({ raw, ...(JSON.parse(raw.body) as { event: string; data: Record<string, unknown> }) }))
        .filter((hook) => hook.event.startsWith('refund.') && hook.data.id === id);
      return parsed.length >= count ? parsed : undefined;
    },
    20_000,
  );
}

function signedBy(hook: ReceivedWebhook, secretKey: string): boolean {
  return hook.headers['x-aso-signature'] === createHmac('sha512', secretKey).update(hook.body).digest('hex');
}

describe('Pay refunds', () => {
  let merchant: Merchant;
  let other: Merchant;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    [merchant, other] = await Promise.all([createTestMerchant({ name: 'Refund shop', webhookUrl: receiver.url }), createTestMerchant({ name: 'Another refund shop' })]);
  });
  afterAll(async () => {
    await receiver.close();
  });

  test('It should refund a whole payment, tell the merchant pending then processed in signed webhooks, and show the transaction refunded', async () => {
    // Prepare
    const paid = await paidTransaction(merchant.secretKey, { amount: 250000 });

    // Act
    const queued = await refund(merchant, { transaction: paid.reference, customer_note: 'Sorry about the size', merchant_note: 'Returned' });
    const done = await settled(merchant, queued.body.data.id);
    const hooks = await refundWebhooks(receiver.received, queued.body.data.id, 2);

    // Assess
    expect([queued.status, queued.body.message]).toEqual([200, 'Refund has been queued for processing']);
    expect(queued.body.data).toMatchObject({
      status: 'pending',
      amount: 250000,
      currency: 'NGN',
      deducted_amount: 0,
      customer_note: 'Sorry about the size',
      merchant_note: 'Returned',
      transaction: { id: paid.id, reference: paid.reference, amount: 250000 },
    });
    expect(done).toMatchObject({ status: 'processed', amount: 250000, deducted_amount: 250000, refunded_at: expect.any(String) });
    // Two events, delivered independently: either may arrive first.
    expect(hooks.map((hook) => [hook.event, hook.data.status]).sort()).toEqual([
      ['refund.pending', 'pending'],
      ['refund.processed', 'processed'],
    ]);
    expect(hooks.find((hook) => hook.event === 'refund.processed')?.data).toMatchObject({
      amount: 250000,
      currency: 'NGN',
      transaction_reference: paid.reference,
      refund_reference: expect.any(String),
      transaction: { id: paid.id, reference: paid.reference },
      customer_note: 'Sorry about the size',
      merchant_note: 'Returned',
      domain: 'test',
    });
    for (const hook of hooks) {
      expect(signedBy(hook.raw, merchant.secretKey)).toBe(true);
      expect(signedBy(hook.raw, other.secretKey)).toBe(false);
    }
    expect(await verify(merchant, paid.reference)).toMatchObject({
      status: 'refunded',
      amount: 250000,
      amount_refunded: 250000,
      refunds: [{ id: queued.body.data.id, amount: 250000, status: 'processed' }],
    });
    const again = await refund(merchant, { transaction: paid.reference });
    expect([again.status, again.body.message]).toEqual([400, 'Transaction has been fully refunded: 0 kobo remaining']);
  });

  test('It should refund part of a payment (the amount as a numeric string), then the rest by default, through partially_refunded to refunded', async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 300000 });

    const part = await refund(merchant, { transaction: String(paid.id), amount: '100000' });
    expect(part.body.data).toMatchObject({ amount: 100000, transaction: { reference: paid.reference } });
    await settled(merchant, part.body.data.id);
    const partly = await verify(merchant, paid.reference);
    expect(partly).toMatchObject({ status: 'partially_refunded', amount_refunded: 100000, refunds: [{ id: part.body.data.id, amount: 100000, status: 'processed' }] });
    const fetched = await pay<VerifiedTransaction>(`/transaction/${paid.id}`, { key: merchant.secretKey });
    expect(fetched.body.data).toEqual(partly);

    const rest = await refund(merchant, { transaction: paid.reference });
    expect(rest.body.data.amount).toBe(200000);
    await settled(merchant, rest.body.data.id);
    const refunded = await verify(merchant, paid.reference);
    expect(refunded).toMatchObject({ status: 'refunded', amount_refunded: 300000 });
    expect(refunded.refunds.map((item) => item.id)).toEqual([part.body.data.id, rest.body.data.id]);
    const listed = await pay<VerifiedTransaction[]>('/transaction?perPage=100', { key: merchant.secretKey });
    expect(listed.body.data.find((transaction) => (transaction as VerifiedTransaction & { reference: string }).reference === paid.reference)).toEqual(refunded);
  });

  test('It should tell the merchant refund.failed when the test bank declines (13 kobo), and let the amount be refunded again', async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 250013 });

    const declined = await refund(merchant, { transaction: paid.reference, amount: 100013 });
    const failed = await settled(merchant, declined.body.data.id);
    const hooks = await refundWebhooks(receiver.received, declined.body.data.id, 2);

    expect(failed).toMatchObject({ status: 'failed', deducted_amount: 0, refunded_at: null });
    expect(hooks.map((hook) => hook.event).sort()).toEqual(['refund.failed', 'refund.pending']);
    expect(hooks.every((hook) => signedBy(hook.raw, merchant.secretKey))).toBe(true);
    expect(await verify(merchant, paid.reference)).toMatchObject({ status: 'success', amount_refunded: 0, refunds: [{ id: declined.body.data.id, status: 'failed' }] });

    const whole = await refund(merchant, { transaction: paid.reference, amount: 250000 });
    expect(whole.status).toBe(200);
    expect(await settled(merchant, whole.body.data.id)).toMatchObject({ status: 'processed' });
    expect(await verify(merchant, paid.reference)).toMatchObject({ status: 'partially_refunded', amount_refunded: 250000 });
  });

  test('It should refuse a refund over what was paid, and over what is left, naming the kobo remaining', async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 150000 });
    const over = await refund(merchant, { transaction: paid.reference, amount: 150001 });
    expect([over.status, over.body.status, over.body.message]).toEqual([400, false, 'Refund amount cannot be more than what is still refundable: 150000 kobo remaining']);

    const part = await refund(merchant, { transaction: paid.reference, amount: 100000 });
    expect(part.status).toBe(200);
    const more = await refund(merchant, { transaction: paid.reference, amount: 50001 });
    expect([more.status, more.body.message]).toEqual([400, 'Refund amount cannot be more than what is still refundable: 50000 kobo remaining']);
    expect((await refund(merchant, { transaction: paid.reference, amount: 50000 })).status).toBe(200);
  });

  test('It should never refund more than was paid when 20 partial refunds race on one transaction', async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 250000 });

    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(merchant, { transaction: paid.reference, amount: 20000 })));

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.message.replace(/\d+ kobo/, 'N kobo')])).toEqual(
      Array.from({ length: 20 - accepted.length }, () => [400, 'Refund amount cannot be more than what is still refundable: N kobo remaining']),
    );
    // 12 × 20,000 fit in 250,000; a 13th does not.
    expect(accepted).toHaveLength(12);
    for (const answer of accepted) await settled(merchant, answer.body.data.id);
    const after = await verify(merchant, paid.reference);
    expect(after.amount_refunded).toBe(240000);
    expect(after.amount_refunded).toBeLessThanOrEqual(paid.amount);
    expect(after.refunds).toHaveLength(12);
    expect(new Set(after.refunds.map((item) => item.id))).toEqual(new Set(accepted.map((answer) => answer.body.data.id)));
  });

  test('It should settle a refund once however often the processor runs on it, and take over one whose consumer died', async () => {
    const { Refund, Transaction, processRefund } = await refundInternals();
    const WebhookEvent = await webhookEvents();
    const processedEvents = async (id: number) => {
      const { data } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go({ pages: 'all' });
      return data.filter((event) => event.event === 'refund.processed' && (JSON.parse(event.payload) as { data: { id: number } }).data.id === id);
    };
    const paid = await paidTransaction(merchant.secretKey, { amount: 100000 });

    // Replays: this test's five runs race the stack's own processor on one refund.
    const queued = await refund(merchant, { transaction: paid.reference, amount: 40000 });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => processRefund(queued.body.data.id)));
    await settled(merchant, queued.body.data.id);
    expect(outcomes.filter((outcome) => outcome === 'processed').length).toBeLessThanOrEqual(1);
    expect(await Promise.all([processRefund(queued.body.data.id), processRefund(queued.body.data.id)])).toEqual(['skipped', 'skipped']);

    // A consumer that died holding a refund: processing, its lease over, the reservation made.
    const { data: template } = await Refund.get({ refundId: queued.body.data.id }).go();
    if (!template) throw new Error('The refund is not in the table');
    const orphanId = queued.body.data.id + 1;
    const past = new Date(Date.now() - 120_000).toISOString();
    const { refundedAt: _at, processorReference: _reference, processorMessage: _message, ...base } = template;
    await Refund.create({ ...base, refundId: orphanId, amount: 30000, status: 'processing', dueAt: past, claimToken: 'a-consumer-that-died', createdAt: past, updatedAt: past }).go();
    await Transaction.patch({ transactionId: paid.id }).add({ refundReserved: 30000 }).go();
    expect(await settled(merchant, orphanId)).toMatchObject({ status: 'processed', amount: 30000 });

    expect(await verify(merchant, paid.reference)).toMatchObject({ status: 'partially_refunded', amount_refunded: 70000 });
    expect(await processedEvents(queued.body.data.id)).toHaveLength(1);
    expect(await processedEvents(orphanId)).toHaveLength(1);
    expect((await refund(merchant, { transaction: paid.reference, amount: 30001 })).body.message).toContain('30000 kobo remaining');
  });

  test('It should answer a retry with the same Idempotency-Key with the same refund and make only one, and refuse the key with another body', async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 200000 });
    const headers = { 'Idempotency-Key': `refund-${paid.reference}` };

    const first = await refund(merchant, { transaction: paid.reference, amount: 50000 }, headers);
    const replay = await refund(merchant, { amount: 50000, transaction: paid.reference }, headers);
    const otherBody = await refund(merchant, { transaction: paid.reference, amount: 60000 }, headers);

    expect(first.status).toBe(200);
    expect([replay.status, replay.body.data.id, replay.body.data.amount]).toEqual([200, first.body.data.id, 50000]);
    expect([otherBody.status, otherBody.body.message]).toEqual([409, 'This Idempotency-Key was already used with a different request body']);
    const listed = await pay<Refund[]>(`/refund?transaction=${paid.reference}`, { key: merchant.secretKey });
    expect(listed.body.data.map((item) => item.id)).toEqual([first.body.data.id]);
  });

  test('It should list refunds newest first with paging meta, by transaction (reference or id), currency and dates', async () => {
    const lister = await createTestMerchant({ name: 'Refund lister' });
    const [one, two] = await Promise.all([paidTransaction(lister.secretKey, { amount: 100000 }), paidTransaction(lister.secretKey, { amount: 100000 })]);
    const ids: number[] = [];
    for (const [transaction, amount] of [[one.reference, 10000], [two.reference, 20000], [one.reference, 30000]] as const) {
      ids.push((await refund(lister, { transaction, amount })).body.data.id);
    }

    const first = await pay<Refund[]>('/refund?perPage=2&page=1', { key: lister.secretKey });
    const second = await pay<Refund[]>('/refund?perPage=2&page=2', { key: lister.secretKey });
    expect(first.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
    expect(second.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    expect([...first.body.data, ...second.body.data].map((item) => item.id)).toEqual([...ids].reverse());

    const byReference = await pay<Refund[]>(`/refund?transaction=${one.reference}`, { key: lister.secretKey });
    const byId = await pay<Refund[]>(`/refund?transaction=${one.id}&currency=NGN`, { key: lister.secretKey });
    expect(byReference.body.data.map((item) => item.amount)).toEqual([30000, 10000]);
    expect(byReference.body.meta).toMatchObject({ total: 2, pageCount: 1 });
    expect(byId.body.data.map((item) => item.id)).toEqual(byReference.body.data.map((item) => item.id));

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await pay<Refund[]>(`/refund?from=${future}`, { key: lister.secretKey })).body.meta).toMatchObject({ total: 0, pageCount: 0 });
    expect((await pay<Refund[]>(`/refund?to=${future}`, { key: lister.secretKey })).body.meta).toMatchObject({ total: 3 });
    expect((await pay<Refund[]>('/refund?currency=USD', { key: lister.secretKey })).status).toBe(400);
    expect((await pay<Refund[]>(`/refund?transaction=${one.reference}`, { key: merchant.secretKey })).body.data).toEqual([]);
  });

  test("It should fetch a refund by id, and answer 404 for another merchant's refund or transaction and for unknown ones", async () => {
    const paid = await paidTransaction(merchant.secretKey, { amount: 100000 });
    const created = await refund(merchant, { transaction: paid.reference, amount: 1000 });

    const fetched = await pay<Refund>(`/refund/${created.body.data.id}`, { key: merchant.secretKey });
    expect([fetched.status, fetched.body.message]).toEqual([200, 'Refund retrieved']);
    expect(fetched.body.data).toMatchObject({ id: created.body.data.id, amount: 1000, transaction: { reference: paid.reference } });

    expect((await pay(`/refund/${created.body.data.id}`, { key: other.secretKey })).status).toBe(404);
    expect((await pay('/refund/1234', { key: merchant.secretKey })).status).toBe(404);
    expect((await pay(`/refund/${created.body.data.id}`, { key: merchant.publicKey })).status).toBe(401);
    for (const transaction of [paid.reference, paid.id, 'no-such-reference']) {
      const refused = await refund(other, { transaction, amount: 1000 });
      expect([transaction, refused.status, refused.body.message]).toEqual([transaction, 404, 'Transaction not found']);
    }
    expect((await verify(merchant, paid.reference)).refunds).toHaveLength(1);
  });

  test('It should refuse to refund a transaction that was not paid, and requests without a transaction or with a wrong amount', async () => {
    const unpaid = await initializeCheckout(merchant.secretKey);
    const refused = await refund(merchant, { transaction: unpaid.reference });
    expect([refused.status, refused.body.message]).toEqual([400, 'Transaction has not been paid: only a successful transaction can be refunded']);
    expect((await refund(merchant, { transaction: unpaid.reference, amount: 'ten' })).status).toBe(400);
    expect((await refund(merchant, { amount: 100 })).status).toBe(400);
    expect((await verify(merchant, unpaid.reference)).refunds).toEqual([]);
  });
});
