import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testCards } from '../../functions/src/pay/checkout/contract';
import { webhookSignatureMatches } from '../../functions/src/pay/webhook/signature';
import { until } from '../support/concurrency';
import { dashboardCall } from '../support/pay-dashboard-call';
import { staffSession, type StaffSession } from '../support/pay-staff';
import { cardBody, createTestMerchant, initializeCheckout, paidTransaction, pay, uniqueEmail } from './pay-helpers';

const dashboard = dashboardCall;

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** The merchant's webhook endpoint: answers 202 with a short JSON body, and keeps what it got. */
async function receiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

interface Delivery {
  eventId: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  payload: string;
  attemptLog: { attempt: number; statusCode: number; responseBody?: string }[];
}

describe("Pay's dashboard: payments, refunds, webhooks and overview", () => {
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let secretKey: string;
  let owner: StaffSession;
  let developer: StaffSession;
  let support: StaffSession;
  let outsider: StaffSession;
  let paid: { reference: string; id: number; amount: number };
  let email: string;

  beforeAll(async () => {
    hooks = await receiver();
    const [x, y] = await Promise.all([createTestMerchant({ name: 'Dashboard merchant X', webhookUrl: hooks.url }), createTestMerchant({ name: 'Dashboard merchant Y' })]);
    secretKey = x.secretKey;
    [owner, developer, support, outsider] = await Promise.all([
      staffSession(x.merchant.merchantId, 'owner'),
      staffSession(x.merchant.merchantId, 'developer'),
      staffSession(x.merchant.merchantId, 'support'),
      staffSession(y.merchant.merchantId, 'owner'),
    ]);
    email = uniqueEmail('dashboard');
    paid = await paidTransaction(secretKey, { email, amount: 250000 });
    const declined = await initializeCheckout(secretKey, { amount: 120000 });
    await pay('/checkout/charge/card', { body: cardBody(declined.accessCode, testCards.declined) });
  });

  afterAll(async () => {
    hooks.server.closeAllConnections();
    await new Promise((closed) => hooks.server.close(closed));
  });

  test('It should refuse a caller without a staff session with 401', async () => {
    const answer = await dashboard('/transactions', undefined);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: false, message: 'Sign in again', code: 'unauthorized' });
  });

  test('It should list a paid transaction under the search and filters, with totals for the whole filter', async () => {
    const part = paid.reference.slice(2, 12);
    const found = await dashboard<{ id: number; reference: string; status: string }[]>(`/transactions?reference=${part}&status=success&channel=card&amountMin=250000&amountMax=250000&perPage=10`, support);
    expect(found.status).toBe(200);
    expect(found.body.data.map((transaction) => transaction.reference)).toEqual([paid.reference]);
    expect(found.body.meta).toMatchObject({ total: 1, perPage: 10, page: 1, pageCount: 1 });
    expect(found.body.totals).toEqual({ count: 1, volume: 250000 });

    const byEmail = await dashboard<{ reference: string }[]>(`/transactions?email=${encodeURIComponent(email.slice(0, 20).toUpperCase())}`, developer);
    expect(byEmail.body.data.map((transaction) => transaction.reference)).toEqual([paid.reference]);

    const all = await dashboard<{ status: string }[]>('/transactions?perPage=1', owner);
    expect(all.body.data).toHaveLength(1);
    expect(all.body.totals).toEqual({ count: 2, volume: 250000 });
    expect(all.body.meta).toMatchObject({ total: 2, pageCount: 2 });

    const outOfRange = await dashboard<unknown[]>(`/transactions?reference=${part}&amountMin=250001`, owner);
    expect(outOfRange.body.data).toEqual([]);
    expect(outOfRange.body.totals).toEqual({ count: 0, volume: 0 });

    const otherMerchant = await dashboard<unknown[]>(`/transactions?reference=${part}`, outsider);
    expect(otherMerchant.body.data).toEqual([]);

    const invalid = await dashboard('/transactions?amountMin=lots', owner);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/amountMin/);
  });

  test('It should export the filtered transactions as CSV', async () => {
    const answer = await dashboard(`/transactions/export?reference=${paid.reference}`, support);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/csv/);
    const lines = answer.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,reference,status,amount,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${paid.id},${paid.reference},success,250000,`);
  });

  test('It should show the detail with the checkout log, and hide it from another merchant', async () => {
    const detail = await dashboard<{ id: number; reference: string; log: unknown; customer: { email: string }; authorization: { last4: string }; refunds: unknown[] }>(`/transactions/${paid.id}`, support);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: paid.id, reference: paid.reference, customer: { email }, authorization: { last4: '4081' }, refunds: [] });
    expect(detail.body.data).toHaveProperty('log');
    expect((await dashboard(`/transactions/${paid.id}`, outsider)).status).toBe(404);
  });

  test('It should refund part and then the rest, refuse support and an over-refund, and show both refunds in the detail', async () => {
    const refused = await dashboard(`/transactions/${paid.id}/refund`, support, { body: { amount: 1000 } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await dashboard(`/transactions/${paid.id}/refund`, outsider, { body: { amount: 1000 } })).status).toBe(404);

    const partial = await dashboard<{ amount: number; status: string; refunded_by: string; merchant_note: string }>(`/transactions/${paid.id}/refund`, developer, { body: { amount: 50000, reason: 'One item returned' } });
    expect(partial.status).toBe(200);
    expect(partial.body.message).toBe('Refund has been queued for processing');
    expect(partial.body.data).toMatchObject({ amount: 50000, status: 'pending', refunded_by: developer.email, merchant_note: 'One item returned' });

    const rest = await dashboard<{ amount: number }>(`/transactions/${paid.id}/refund`, owner, { body: {} });
    expect(rest.status).toBe(200);
    expect(rest.body.data.amount).toBe(200000);

    const again = await dashboard(`/transactions/${paid.id}/refund`, owner, { body: { amount: 100 } });
    const api = await pay('/refund', { key: secretKey, body: { transaction: paid.reference, amount: 100 } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(api.body.message);

    const detail = await dashboard<{ refunds: { amount: number; refunded_by: string }[] }>(`/transactions/${paid.id}`, support);
    expect(detail.body.data.refunds.map((refund) => [refund.amount, refund.refunded_by])).toEqual([
      [50000, developer.email],
      [200000, owner.email],
    ]);
  });

  test("It should log each webhook delivery with its status code and the answer's body, and resend one as a new delivery", async () => {
    const delivered = await until(
      'the charge.success delivery logged',
      async () => {
        const list = await dashboard<Delivery[]>('/webhooks?perPage=50', developer);
        return list.body.data.find((delivery) => delivery.event === 'charge.success' && delivery.status === 'delivered');
      },
      30_000,
    );
    expect(delivered).toMatchObject({ attempts: 1, lastStatusCode: 202 });
    expect((await dashboard('/webhooks', support)).status).toBe(403);
    expect((await dashboard(`/webhooks/${delivered.eventId}`, outsider)).status).toBe(404);

    const detail = await dashboard<Delivery>(`/webhooks/${delivered.eventId}`, developer);
    expect(detail.body.data.attemptLog).toEqual([expect.objectContaining({ attempt: 1, statusCode: 202, responseBody: '{"received":true}' })]);
    expect(JSON.parse(detail.body.data.payload)).toMatchObject({ event: 'charge.success', data: { reference: paid.reference } });

    const before = hooks.received.filter((request) => request.body === detail.body.data.payload).length;
    const resent = await dashboard<{ eventId: string }>(`/webhooks/${delivered.eventId}/resend`, owner, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(resent.body.data.eventId).not.toBe(delivered.eventId);
    const copy = await until(
      'the resent delivery made',
      async () => {
        const answer = await dashboard<Delivery>(`/webhooks/${resent.body.data.eventId}`, developer);
        return answer.body.data.status === 'delivered' ? answer.body.data : undefined;
      },
      30_000,
    );
    expect(copy).toMatchObject({ event: 'charge.success', payload: detail.body.data.payload, attempts: 1 });
    const arrivals = hooks.received.filter((request) => request.body === detail.body.data.payload);
    expect(arrivals).toHaveLength(before + 1);
    expect(webhookSignatureMatches(arrivals.at(-1)?.body ?? '', secretKey, String(arrivals.at(-1)?.headers['x-paystack-signature']))).toBe(true);
    expect((await dashboard(`/webhooks/${delivered.eventId}/resend`, support, { method: 'POST' })).status).toBe(403);
  });

  test('It should send a signed test event now and answer what came back; without a webhook URL it asks for one', async () => {
    const sent = await dashboard<{ statusCode: number; responseBody: string }>('/webhooks/test', developer, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ statusCode: 202, responseBody: '{"received":true}' });
    const arrived = hooks.received.find((request) => request.body.includes('"test.webhook"'));
    expect(arrived).toBeDefined();
    expect(webhookSignatureMatches(arrived?.body ?? '', secretKey, String(arrived?.headers['x-aso-signature']))).toBe(true);

    const nowhere = await dashboard('/webhooks/test', outsider, { method: 'POST' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe('Set a webhook URL first');
    expect((await dashboard('/webhooks/test', support, { method: 'POST' })).status).toBe(403);
  });

  test("It should count today's payments in the overview, with 30 daily points and the next settlement", async () => {
    const overview = await dashboard<{
      today: { volume: number; successCount: number; failedCount: number };
      last7Days: { volume: number };
      last30Days: { volume: number; successCount: number; failedCount: number };
      daily: { date: string; volume: number }[];
      nextSettlement: { amount: number; currency: string };
    }>('/overview', support);
    expect(overview.status).toBe(200);
    const { data } = overview.body;
    expect(data.today).toEqual({ volume: 250000, successCount: 1, failedCount: 1 });
    expect(data.last7Days.volume).toBe(250000);
    expect(data.last30Days).toEqual({ volume: 250000, successCount: 1, failedCount: 1 });
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)?.volume).toBe(250000);
    const balance = await pay<{ currency: string; balance: number }[]>('/balance', { key: secretKey });
    expect(data.nextSettlement).toEqual({ amount: balance.body.data.find((entry) => entry.currency === 'NGN')?.balance, currency: 'NGN' });

    const elsewhere = await dashboard<{ last30Days: { successCount: number } }>('/overview', outsider);
    expect(elsewhere.body.data.last30Days.successCount).toBe(0);
  });
});
