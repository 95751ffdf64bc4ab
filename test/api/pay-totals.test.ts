import { testCards } from '../../functions/src/pay/checkout/contract';
import { until } from '../support/concurrency';
import { payUrl } from '../support/stack';
import { cardBody, createTestMerchant, initializeCheckout, paidTransaction, pay, uniqueEmail, webhookEvents, webhookReceiver } from './pay-helpers';

/**
 * Fees and totals (docs/pay.md, Fees and totals): `fees` from the merchant's schedule on every successful
 * transaction, `GET /transaction/totals`, the CSV export, the timeline, `check_authorization`, `partial_debit`,
 * and the list's filters and `meta.total_volume`. Every figure here is Paystack's local-card rule: 1.5% + ₦100
 * (waived under ₦2,500), capped at ₦2,000.
 */
interface Verified {
  id: number;
  status: string;
  amount: number;
  fees: number | null;
  fees_breakdown: Array<{ amount: string; formula: string | null; type: string }> | null;
  customer: { id: number; customer_code: string; email: string };
  authorization: { authorization_code: string };
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

async function verify(merchant: Merchant, reference: string): Promise<Verified> {
  const answer = await pay<Verified>(`/transaction/verify/${reference}`, { key: merchant.secretKey });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('Pay fees and totals', () => {
  let merchant: Merchant;
  let other: Merchant;
  const email = uniqueEmail('totals');
  /** ₦1,000 (fee ₦15), ₦2,500 (₦37.50 + ₦100) and ₦200,000 (capped at ₦2,000), all by one customer. */
  const amounts = [100_000, 250_000, 20_000_000];
  const expectedFees = [1_500, 13_750, 200_000];
  let paid: Array<{ reference: string; id: number }>;
  let declined: { reference: string };
  let verified: Verified[];
  let refunded = 0;

  beforeAll(async () => {
    [merchant, other] = await Promise.all([createTestMerchant({ name: 'Totals shop' }), createTestMerchant({ name: 'Another totals shop' })]);
    paid = [];
    for (const amount of amounts) paid.push(await paidTransaction(merchant.secretKey, { email, amount }));
    const checkout = await initializeCheckout(merchant.secretKey, { email: uniqueEmail('declined'), amount: 777_700 });
    expect((await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.declined) })).status).toBe(200);
    declined = { reference: checkout.reference };
    await paidTransaction(other.secretKey, { amount: 5_000_000 });
    // A processed refund of ₦500 on the ₦2,500 sale: totals keep the gross volume and owe the merchant less.
    const refund = await pay<{ id: number }>('/refund', { key: merchant.secretKey, body: { transaction: paid[1]?.reference, amount: 50_000 } });
    expect(refund.status).toBe(200);
    await until('refund processed', async () => ((await pay<{ status: string }>(`/refund/${refund.body.data.id}`, { key: merchant.secretKey })).body.data.status === 'processed' ? true : undefined), 20_000);
    refunded = 50_000;
    verified = await Promise.all(paid.map((transaction) => verify(merchant, transaction.reference)));
  });

  test('It should record the fee of the schedule on each successful transaction with its fees_breakdown, and none on a failed one', async () => {
    expect(verified.map((transaction) => transaction.fees)).toEqual(expectedFees);
    expect(verified.map((transaction) => transaction.fees_breakdown)).toEqual(expectedFees.map((fee) => [{ amount: String(fee), formula: null, type: 'paystack' }]));
    const unpaid = await verify(merchant, declined.reference);
    expect(unpaid.fees).toBeNull();
    expect(unpaid.fees_breakdown).toBeNull();
    const fetched = await pay<Verified>(`/transaction/${paid[2]?.id}`, { key: merchant.secretKey });
    expect(fetched.body.data.fees).toBe(200_000);
    const listed = await pay<Verified[]>('/transaction?status=success', { key: merchant.secretKey });
    expect(listed.body.data.map((transaction) => transaction.fees).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(expectedFees);
  });

  test("It should put the fee in the charge.success webhook's data", async () => {
    const receiver = await webhookReceiver();
    const hooked = await createTestMerchant({ name: 'Fees webhook shop', webhookUrl: receiver.url });
    const sale = await paidTransaction(hooked.secretKey, { amount: 300_000 });
    await receiver.close();
    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: hooked.merchant.merchantId }).go({ pages: 'all' });
    const success = events.find((event) => event.event === 'charge.success' && event.transactionId === sale.id);
    expect(success).toBeDefined();
    expect((JSON.parse(success?.payload ?? '{}') as { data: { fees: number } }).data.fees).toBe(4_500 + 10_000);
  });

  test('It should total the successful sales, gross by currency, with what is owed net of fees and refunds', async () => {
    const totals = await pay<Record<string, unknown>>('/transaction/totals', { key: merchant.secretKey });
    expect(totals.status).toBe(200);
    const volume = amounts.reduce((sum, amount) => sum + amount, 0);
    const owed = volume - expectedFees.reduce((sum, fee) => sum + fee, 0) - refunded;
    expect(totals.body.data).toEqual({
      total_transactions: 3,
      unique_customers: 1,
      total_volume: volume,
      total_volume_by_currency: [{ currency: 'NGN', amount: volume }],
      pending_transfers: owed,
      pending_transfers_by_currency: [{ currency: 'NGN', amount: owed }],
    });
    const future = await pay<{ total_transactions: number }>(`/transaction/totals?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { key: merchant.secretKey });
    expect(future.body.data.total_transactions).toBe(0);
    const others = await pay<{ total_volume: number }>('/transaction/totals', { key: other.secretKey });
    expect(others.body.data.total_volume).toBe(5_000_000);
    expect((await pay('/transaction/totals?from=yesterday', { key: merchant.secretKey })).status).toBe(400);
    expect((await pay('/transaction/totals')).status).toBe(401);
  });

  test('It should filter the list by customer, amount and channel, page by per_page, and add up meta.total_volume', async () => {
    const customerId = verified[0]?.customer.id;
    const byCustomer = await pay<Verified[]>(`/transaction?customer=${customerId}&per_page=2`, { key: merchant.secretKey });
    expect(byCustomer.status).toBe(200);
    expect(byCustomer.body.data).toHaveLength(2);
    expect(byCustomer.body.meta).toMatchObject({ total: 3, perPage: 2, pageCount: 2, total_volume: 20_350_000 });
    const byAmount = await pay<Verified[]>('/transaction?amount=250000', { key: merchant.secretKey });
    expect(byAmount.body.data.map((transaction) => transaction.id)).toEqual([paid[1]?.id]);
    // Unfiltered, the merchant's refund (same index partition) is not counted as a transaction.
    expect((await pay<Verified[]>('/transaction', { key: merchant.secretKey })).body.meta).toMatchObject({ total: 4, total_volume: 20_350_000 });
    const all = await pay<Verified[]>('/transaction?channel=card&perPage=50', { key: merchant.secretKey });
    expect(all.body.meta).toMatchObject({ total: 4, total_volume: 20_350_000 });
    expect((await pay<Verified[]>('/transaction?channel=bank_transfer', { key: merchant.secretKey })).body.meta).toMatchObject({ total: 0, total_volume: 0 });
    expect((await pay('/transaction?channel=pigeon', { key: merchant.secretKey })).status).toBe(400);
    expect((await pay('/transaction?customer=abc', { key: merchant.secretKey })).status).toBe(400);
    // Another merchant naming this customer sees nothing.
    expect((await pay<Verified[]>(`/transaction?customer=${customerId}`, { key: other.secretKey })).body.meta).toMatchObject({ total: 0 });
  });

  test('It should export the filtered transactions as CSV behind an expiring, unforgeable link', async () => {
    const exported = await pay<{ path: string; expiresAt: string }>('/transaction/export?status=success', { key: merchant.secretKey });
    expect(exported.status).toBe(200);
    expect(Date.parse(exported.body.data.expiresAt)).toBeGreaterThan(Date.now());
    const path = new URL(exported.body.data.path).pathname;
    expect(path).toMatch(/^\/transaction\/export\/download\/[A-Za-z0-9_.-]+$/);
    const download = await fetch(`${payUrl()}${path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await download.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,reference,status,amount,fees,amount_refunded,currency,channel,customer_id,customer_code,customer_email,created_at,paid_at,gateway_response');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => Number(row[0])).sort()).toEqual(paid.map((transaction) => transaction.id).sort());
    const large = rows.find((row) => Number(row[0]) === paid[2]?.id);
    expect(large?.slice(2, 8)).toEqual(['success', '20000000', '200000', '0', 'NGN', 'card']);
    expect(rows.find((row) => Number(row[0]) === paid[1]?.id)?.[5]).toBe('50000');
    // Tampered or another merchant's idea of the link: not found.
    const [payload, mac] = path.split('/').pop()?.split('.') ?? [];
    expect((await fetch(`${payUrl()}/transaction/export/download/${payload}.${mac?.slice(0, -2)}AA`)).status).toBe(404);
    const othersExport = await pay<{ path: string }>('/transaction/export', { key: other.secretKey });
    const othersCsv = await (await fetch(`${payUrl()}${new URL(othersExport.body.data.path).pathname}`)).text();
    expect(othersCsv.trim().split('\r\n')).toHaveLength(2);
    expect(othersCsv).not.toContain(email);
  });

  test('It should answer the checkout log as the timeline, by id or reference, to its own merchant only', async () => {
    const checkout = await initializeCheckout(merchant.secretKey);
    const id = (await verify(merchant, checkout.reference)).id;
    const log = { start_time: 1_700_000_000, time_spent: 12, attempts: 1, errors: 0, success: false, mobile: false, input: [], history: [{ type: 'action', message: 'Attempted to pay with card', time: 9 }] };
    expect((await pay(`/transaction/update_log/${id}`, { key: merchant.publicKey, body: { payload: JSON.stringify(log) } })).status).toBe(200);
    const byId = await pay<typeof log>(`/transaction/timeline/${id}`, { key: merchant.secretKey });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(log);
    const byReference = await pay<typeof log>(`/transaction/timeline/${checkout.reference}`, { key: merchant.secretKey });
    expect(byReference.body.data).toEqual(log);
    const silent = await pay<{ history: unknown[]; success: boolean }>(`/transaction/timeline/${paid[0]?.reference}`, { key: merchant.secretKey });
    expect(silent.body.data).toMatchObject({ history: [], success: true });
    expect((await pay(`/transaction/timeline/${id}`, { key: other.secretKey })).status).toBe(404);
    expect((await pay(`/transaction/timeline/${checkout.reference}`, { key: other.secretKey })).status).toBe(404);
  });

  test('It should tell whether a card can be charged: refusing other merchants, wrong e-mails, denied customers and deactivated cards', async () => {
    const code = verified[0]?.authorization.authorization_code;
    const check = (key: string, body: Record<string, unknown>) => pay<{ amount: number; currency: string }>('/transaction/check_authorization', { key, body: { authorization_code: code, email, amount: 500_000, ...body } });
    const ok = await check(merchant.secretKey, {});
    expect([ok.status, ok.body.message, ok.body.data]).toEqual([200, 'Authorization is valid for this amount', { amount: 500_000, currency: 'NGN' }]);
    expect((await check(other.secretKey, {})).status).toBe(404);
    expect((await check(merchant.secretKey, { email: 'someone.else@example.com' })).status).toBe(400);
    expect((await check(merchant.secretKey, { amount: 'lots' })).status).toBe(400);

    const customer = verified[0]?.customer.customer_code;
    expect((await pay('/customer/set_risk_action', { key: merchant.secretKey, body: { customer, risk_action: 'deny' } })).status).toBe(200);
    const denied = await check(merchant.secretKey, {});
    expect(denied.status).toBe(400);
    expect(denied.body.message).toMatch(/blacklisted/);
    expect((await pay('/transaction/partial_debit', { key: merchant.secretKey, body: { authorization_code: code, email, amount: 100_000, currency: 'NGN' } })).status).toBe(400);
    expect((await pay('/customer/set_risk_action', { key: merchant.secretKey, body: { customer, risk_action: 'default' } })).status).toBe(200);

    const spare = await paidTransaction(merchant.secretKey, { email: uniqueEmail('spare') });
    const spareVerified = await verify(merchant, spare.reference);
    expect((await pay('/customer/deactivate_authorization', { key: merchant.secretKey, body: { authorization_code: spareVerified.authorization.authorization_code } })).status).toBe(200);
    const deactivated = await check(merchant.secretKey, { authorization_code: spareVerified.authorization.authorization_code, email: spareVerified.customer.email });
    expect([deactivated.status, deactivated.body.message]).toEqual([400, expect.stringMatching(/deactivated/)]);
  });

  test('It should partially debit a card: a new successful transaction with its fee, at_least never above amount', async () => {
    const code = verified[0]?.authorization.authorization_code;
    const reference = `partial-${Date.now()}`;
    const debit = await pay<Verified & { reference: string }>('/transaction/partial_debit', {
      key: merchant.secretKey,
      body: { authorization_code: code, email, amount: 400_000, currency: 'NGN', reference, at_least: 100_000 },
    });
    expect(debit.status).toBe(200);
    expect(debit.body.data).toMatchObject({ status: 'success', amount: 400_000, fees: 6_000 + 10_000, reference });
    expect((await verify(merchant, reference)).fees).toBe(16_000);
    const tooMuch = await pay('/transaction/partial_debit', { key: merchant.secretKey, body: { authorization_code: code, email, amount: 100_000, currency: 'NGN', at_least: 200_000 } });
    expect([tooMuch.status, tooMuch.body.errors?.[0]?.path]).toEqual([400, 'at_least']);
    expect((await pay('/transaction/partial_debit', { key: merchant.secretKey, body: { authorization_code: code, email, amount: 100_000 } })).status).toBe(400);
    expect((await pay('/transaction/partial_debit', { key: other.secretKey, body: { authorization_code: code, email, amount: 100_000, currency: 'NGN' } })).status).toBe(404);
  });

  test('It should never read totals, export or timeline as a transaction id', async () => {
    for (const path of ['/transaction/totals', '/transaction/export', `/transaction/timeline/${paid[0]?.id}`]) {
      const answer = await pay(path, { key: merchant.secretKey });
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.body.message).not.toMatch(/id must be/);
    }
  });
});
