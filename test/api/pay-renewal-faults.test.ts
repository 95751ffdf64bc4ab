import { randomUUID } from 'node:crypto';
import { testCards, type ChargeResult } from '../../functions/src/pay/checkout/contract';
import { installFaultInjection, parseFaultPlan, runWithFault, type FaultRun } from '../../infra/local/gateway/fault-injection';
import { scanTable, type StoredItem } from '../support/concurrency';
import { testStack } from '../support/stack';
import { changes, isPartOf, type Snapshot } from '../support/table-diff';
import { cardBody, createTestMerchant, pay, renewalInternals, uniqueEmail, webhookEvents, webhookReceiver } from './pay-helpers';

/**
 * Fault injection for the renewal sweep (issue #21, "the reliability proofs extend to the new writes"). The sweep is
 * no request, so the gateway's `x-aso-fault` cannot reach it: this test runs the sweep's own code in-process
 * (`renewSubscription(code, now)`, which `processDueRenewals(now)` runs for each due subscription in the Lambda and
 * the local poller; the due query before it only reads) with the gateway's fault step installed on the
 * shared document client every Pay entity uses (`infra/local/gateway/fault-injection.ts`, the same middleware, the
 * same `call=N` / `transact=N;applied` plans). A due renewal is swept once cleanly to learn its footprint and its
 * DynamoDB calls, then once per call with that call failing, and once per transaction with it applied and its
 * answer lost, each on a fresh subscription of a fresh merchant: the failed sweep must leave only part of the clean
 * footprint (never a moved subscription without its paid invoice), the next sweep (after the lease) must finish the
 * renewal, the test bank must have charged the attempt's idempotency key exactly once (docs/pay.md §12, "Retries and
 * crashes"), and the final state (invoice, next payment date, webhook events) must equal the clean run's.
 */

const leaseMs = 2 * 60_000;

/**
 * What an outbox item is, as the sweep wrote it: the webhook consumer (another process) changes the rest (status,
 * attempts, its log and expiry) while it delivers, so only these are compared.
 */
const eventFields = new Set(['pk', 'sk', '__edb_e__', '__edb_v__', 'eventId', 'merchantId', 'transactionId', 'event', 'payload', 'createdAt', 'gsi2pk', 'gsi2sk']);

/** The item with its attributes in name order (an update moves the ones it sets), the outbox's delivery state aside. */
function comparable(item: StoredItem): StoredItem {
  const fields = Object.entries(item).filter(([field]) => item.__edb_e__ !== 'webhookEvent' || eventFields.has(field));
  return Object.fromEntries(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Pay's items of one merchant, comparable across scans. */
async function merchantSnapshot(merchantId: string): Promise<Snapshot> {
  const items = await scanTable(testStack().tables.pay);
  return new Map(items.filter((item) => item.merchantId === merchantId).map((item) => [`${String(item.pk)}|${String(item.sk)}`, comparable(item)]));
}

interface Subject {
  merchantId: string;
  secretKey: string;
  subscriptionCode: string;
  /** The subscription's next payment date before the renewal: the start of the period swept. */
  nextPaymentDate: string;
  /** The first moment the renewal is due. */
  due: Date;
}

interface Sweep {
  run: FaultRun;
  counts?: Record<string, number>;
  error?: unknown;
}

describe('the renewal sweep with a DynamoDB call failing at each step', () => {
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let internals: Awaited<ReturnType<typeof renewalInternals>>;

  beforeAll(async () => {
    internals = await renewalInternals();
    // Loaded after renewalInternals pointed this process at the test stack: the client every Pay entity uses.
    const { sharedDocumentClient } = await import('../../functions/src/lib/db/document-client');
    installFaultInjection(sharedDocumentClient());
    receiver = await webhookReceiver();
  });

  afterAll(async () => {
    await receiver.close();
  });

  /** A merchant of its own (with a webhook URL), a monthly plan, and a subscription started by a paid checkout. */
  async function subscribed(): Promise<Subject> {
    const merchant = await createTestMerchant({ name: `Fault renewals ${randomUUID().slice(0, 8)}`, webhookUrl: receiver.url });
    const key = merchant.secretKey;
    const plan = await pay<{ plan_code: string; id: number }>('/plan', { key, body: { name: 'Monthly', amount: 500000, interval: 'monthly' } });
    if (plan.status !== 200) throw new Error(`/plan answered ${plan.status}: ${plan.body.message}`);
    const init = await pay<{ access_code: string; reference: string }>('/transaction/initialize', { key, body: { email: uniqueEmail('renewal-fault'), plan: plan.body.data.plan_code } });
    if (init.status !== 200) throw new Error(`initialize answered ${init.status}: ${init.body.message}`);
    const charged = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(init.body.data.access_code, testCards.success) });
    if (charged.body.data.status !== 'success') throw new Error(`The test card was not charged: ${charged.body.message}`);
    const listed = await pay<Array<{ subscription_code: string; next_payment_date: string }>>(`/subscription?plan=${plan.body.data.id}`, { key });
    const [subscription] = listed.body.data;
    if (!subscription) throw new Error('The checkout started no subscription');
    return {
      merchantId: merchant.merchant.merchantId,
      secretKey: key,
      subscriptionCode: subscription.subscription_code,
      nextPaymentDate: subscription.next_payment_date,
      due: new Date(Date.parse(subscription.next_payment_date) + 1000),
    };
  }

  /**
   * The sweep's work on one subscription at `now` (`renewSubscription`, what `processDueRenewals` runs for each due
   * one), under a fault plan (none: its calls are only counted). Scoped to the subject: other test files share this
   * stack and leave subscriptions of their own due, which a whole sweep would renew too.
   */
  async function sweep(subject: Subject, now: Date, plan?: string): Promise<Sweep> {
    const run: FaultRun = { plan: parseFaultPlan(plan), calls: [], fired: false };
    if (plan !== undefined && !run.plan) throw new Error(`Not a fault plan: ${plan}`);
    try {
      const outcome = await runWithFault(run, () => internals.renewSubscription(subject.subscriptionCode, now));
      return { run, counts: { charged: 0, failed: 0, completed: 0, skipped: 0, [outcome]: 1 } };
    } catch (error) {
      return { run, error };
    }
  }

  function chargeKey(subject: Subject, period: number): string {
    return internals.renewalChargeKey({ invoiceCode: internals.invoiceCodeOf(subject.subscriptionCode, period) }, 1);
  }

  /** The renewal as it ended: the subscription, its invoice and transaction, the merchant's webhook events; nothing run-specific. */
  async function outcome(subject: Subject) {
    const { Subscription, Invoice } = internals;
    const { data: subscription } = await Subscription.get({ subscriptionCode: subject.subscriptionCode }).go({ consistent: true });
    if (!subscription) throw new Error('The subscription is gone');
    const { data: invoices } = await Invoice.query.bySubscription({ subscriptionCode: subject.subscriptionCode }).go();
    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: subject.merchantId }).go({ pages: 'all' });
    const verified = await Promise.all(
      invoices.map(async (invoice) => (invoice.reference ? (await pay<{ status: string; amount: number }>(`/transaction/verify/${invoice.reference}`, { key: subject.secretKey })).body.data : undefined)),
    );
    return {
      subscription: {
        status: subscription.status,
        renewal: subscription.renewal,
        period: subscription.period,
        paymentsCount: subscription.paymentsCount,
        failedAttempts: subscription.failedAttempts,
        claimed: subscription.claimToken !== undefined,
        openInvoice: subscription.openInvoice ?? null,
        nextPaymentIsPeriodEnd: subscription.nextPaymentDate === invoices[0]?.periodEnd,
        nextPaymentMovedBy: Date.parse(subscription.nextPaymentDate ?? '') - Date.parse(subject.nextPaymentDate),
        dueAtNextPayment: subscription.dueAt === subscription.nextPaymentDate,
      },
      invoices: invoices.map((invoice, index) => ({
        status: invoice.status,
        period: invoice.period,
        attempts: invoice.attempts,
        amount: invoice.amount,
        startsAtLastNextPayment: invoice.periodStart === subject.nextPaymentDate,
        reference: invoice.reference === `${invoice.invoiceCode}-1`,
        transaction: verified[index] ? { status: verified[index].status, amount: verified[index].amount } : null,
      })),
      events: events.map((event) => event.event).sort(),
      charged: testBankCharges(subject),
    };
  }

  function testBankCharges(subject: Subject): number {
    return internals.testAuthorizationChargesFor(chargeKey(subject, 2));
  }

  test('It should renew all or nothing at every DynamoDB call of the sweep, and finish on the next sweep charging the card once', async () => {
    const reference = await subscribed();
    const start = await merchantSnapshot(reference.merchantId);
    const bankBefore = internals.testAuthorizationChargeCount();
    const clean = await sweep(reference, reference.due);
    expect(clean.error).toBeUndefined();
    expect(clean.counts).toEqual({ charged: 1, failed: 0, completed: 0, skipped: 0 });
    expect(internals.testAuthorizationChargeCount() - bankBefore).toBe(1);
    const footprint = changes(start, await merchantSnapshot(reference.merchantId));
    const expected = await outcome(reference);
    expect(expected).toMatchObject({ subscription: { status: 'active', period: 2, paymentsCount: 2, claimed: false, openInvoice: null, nextPaymentIsPeriodEnd: true }, invoices: [{ status: 'success', transaction: { status: 'success', amount: 500000 } }], charged: 1 });
    expect(expected.events).toEqual(['charge.success', 'charge.success', 'invoice.create', 'invoice.update', 'subscription.create']);
    expect(footprint).toEqual(expect.arrayContaining(['added invoice', 'added transaction', 'added webhookEvent', 'changed subscription']));

    const calls = clean.run.calls.length;
    const transactions = clean.run.calls.filter((name) => name.startsWith('TransactWriteItems')).length;
    expect(calls).toBeGreaterThan(5);
    expect(transactions).toBeGreaterThanOrEqual(2);
    const steps = [...Array.from({ length: calls }, (_, index) => `call=${index + 1}`), ...Array.from({ length: transactions }, (_, index) => `transact=${index + 1};applied`)];
    process.stdout.write(`Renewal sweep: ${calls} DynamoDB calls (${clean.run.calls.join(', ')}), walking ${steps.length} faults\n`);

    for (const step of steps) {
      const subject = await subscribed();
      const before = await merchantSnapshot(subject.merchantId);
      const bank = internals.testAuthorizationChargeCount();
      const failed = await sweep(subject, subject.due, step);
      const left = changes(before, await merchantSnapshot(subject.merchantId));
      const seen = { step, fired: failed.run.fired, failed: failed.error !== undefined, call: failed.run.calls.at(-1) };
      // The fault reached the sweep's code as an error: nothing swallowed it into a different outcome.
      expect(seen).toEqual({ ...seen, fired: true, failed: true });
      expect({ ...seen, left, outsideFootprint: !isPartOf(left, footprint) }).toEqual({ ...seen, left, outsideFootprint: false });
      const partway = await outcome(subject);
      const bankCharges = testBankCharges(subject);
      expect({ ...seen, bankCharges: bankCharges <= 1 }).toEqual({ ...seen, bankCharges: true });
      if (partway.subscription.paymentsCount === 1) {
        // Not moved on: the period's invoice, if written, is still pending (its success and the move are one write).
        expect({ ...seen, invoices: partway.invoices.map((invoice) => invoice.status) }).toEqual({ ...seen, invoices: partway.invoices.length ? ['pending'] : [] });
        expect({ ...seen, period: partway.subscription.period }).toEqual({ ...seen, period: 1 });
      } else {
        // Moved on (the last write applied, its answer lost): that is the whole renewal.
        expect({ ...seen, left }).toEqual({ ...seen, left: footprint });
      }

      // The next sweep, once the failed one's lease has run out, finishes the renewal.
      const next = await sweep(subject, new Date(subject.due.getTime() + leaseMs + 1000));
      expect({ ...seen, error: next.error }).toEqual({ ...seen, error: undefined });
      expect({ ...seen, charged: next.counts?.charged }).toEqual({ ...seen, charged: partway.subscription.paymentsCount === 1 ? 1 : 0 });
      expect({ ...seen, after: changes(before, await merchantSnapshot(subject.merchantId)) }).toEqual({ ...seen, after: footprint });
      expect({ ...seen, outcome: await outcome(subject) }).toEqual({ ...seen, outcome: expected });
      // The card was charged once for the renewal, whatever the failed sweep had done.
      expect({ ...seen, bank: internals.testAuthorizationChargeCount() - bank }).toEqual({ ...seen, bank: 1 });
    }
  }, 600_000);
});
