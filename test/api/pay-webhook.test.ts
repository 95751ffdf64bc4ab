import * as crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { testCards } from '../../functions/src/pay/checkout/contract';
import type { WebhookEventItem } from '../../functions/src/pay/db/webhook-event';
import { testWebhookSchedule } from '../../infra/local/webhook-consumer';
import { freePort } from '../../infra/local/ports';
import { repoRoot } from '../../infra/local/paths';
import { cardBody, createTestMerchant, initializeCheckout, pay, webhookEvents } from './pay-helpers';

/** What the test receiver got. */
interface Received {
  at: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A merchant's webhook endpoint on 127.0.0.1: `answers` are played in order (a status code, or `'hang'`
 * for no answer at all), then 200 for ever.
 */
async function startReceiver(answers: (number | 'hang')[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ at: Date.now(), body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      const answer = answers.shift() ?? 200;
      if (answer !== 'hang') response.writeHead(answer).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/pay/webhook`, received, server };
}

function stopReceiver(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((closed) => server.close(() => closed()));
}

type SignatureCheck = (rawBody: string, signature: unknown, secretKey: string) => boolean;

/** The signature snippet exactly as docs/pay.md prints it, run as a merchant would run it. */
function documentedSignatureCheck(): SignatureCheck {
  const docs = readFileSync(join(repoRoot(), 'docs', 'pay.md'), 'utf8');
  const snippet = [...docs.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] ?? '').find((code) => code.includes('function isSignedByPay'));
  if (!snippet) throw new Error('docs/pay.md has no isSignedByPay snippet');
  const modules: Record<string, unknown> = { 'node:crypto': crypto };
  const check: unknown = runInNewContext(`${snippet}\nisSignedByPay`, { require: (name: string) => modules[name], Buffer });
  if (typeof check !== 'function') throw new Error('The snippet does not define isSignedByPay');
  return (rawBody, signature, secretKey) => check(rawBody, signature, secretKey) === true;
}

async function eventsOf(merchantId: string): Promise<WebhookEventItem[]> {
  const WebhookEvent = await webhookEvents();
  const { data } = await WebhookEvent.query.byMerchant({ merchantId }).go({ order: 'asc' });
  return data;
}

/** Polls the merchant's events until `done` holds for them (the consumer runs on its own clock). */
async function eventsWhen(merchantId: string, done: (events: WebhookEventItem[]) => boolean, timeoutMs = 30_000): Promise<WebhookEventItem[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await eventsOf(merchantId);
    if (done(events)) return events;
    if (Date.now() > deadline) throw new Error(`Webhook events did not settle: ${JSON.stringify(events.map(({ payload: _payload, ...event }) => event))}`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

const settled = (events: WebhookEventItem[]) => events.length > 0 && events.every((event) => event.status !== 'pending');
const delays = testWebhookSchedule.PAY_WEBHOOK_RETRY_DELAYS.split(',').map((text) => (text.endsWith('ms') ? Number(text.slice(0, -2)) : Number(text.slice(0, -1)) * 1000));

describe('Pay webhooks', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(stopReceiver));
  });

  test('It should retry a receiver that fails twice and deliver on the third attempt, after growing delays', async () => {
    // Prepare
    const receiver = await startReceiver([500, 503]);
    servers.push(receiver.server);
    const merchant = await createTestMerchant({ name: 'Webhook retries', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey, { metadata: { order: 'W-1' } });

    // Act
    const paid = await pay<{ status: string }>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
    const [event] = await eventsWhen(merchant.merchant.merchantId, settled);

    // Assess
    expect(paid.body.data.status).toBe('success');
    expect(event).toMatchObject({ event: 'charge.success', status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(event?.attemptLog.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    const times = event?.attemptLog.map((attempt) => Date.parse(attempt.at)) ?? [];
    for (const [index, delay] of delays.slice(0, 2).entries()) {
      expect((times[index + 1] ?? 0) - (times[index] ?? 0)).toBeGreaterThanOrEqual(delay);
    }
    expect(delays[1]).toBeGreaterThan(delays[0] ?? Infinity);
    for (const attempt of event?.attemptLog ?? []) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);

    expect(receiver.received).toHaveLength(3);
    const bodies = new Set(receiver.received.map((request) => request.body));
    expect(bodies.size).toBe(1);
    const [first] = receiver.received;
    const body = JSON.parse(first?.body ?? '{}') as { event: string; data: Record<string, unknown> };
    const verified = await pay<Record<string, unknown>>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
    expect(body.event).toBe('charge.success');
    expect(body.data).toMatchObject({ status: 'success', reference: checkout.reference, amount: 250000, metadata: { order: 'W-1' } });
    expect(body.data).toEqual({ ...verified.body.data, log: body.data.log, ip_address: body.data.ip_address });
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers['x-aso-event-id']).toBe(event?.eventId);
  });

  test('It should sign every attempt so that the documented Node snippet verifies it with the secret key, and nothing else', async () => {
    const receiver = await startReceiver([]);
    servers.push(receiver.server);
    const merchant = await createTestMerchant({ name: 'Webhook signatures', webhookUrl: receiver.url });
    const other = await createTestMerchant({ name: 'Another merchant' });
    const checkout = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.declined) });
    await eventsWhen(merchant.merchant.merchantId, settled);

    const isSignedByPay = documentedSignatureCheck();
    const [request] = receiver.received;
    const signature = request?.headers['x-aso-signature'];
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ event: 'charge.failed', data: { status: 'failed', reference: checkout.reference } });
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(request?.headers['x-paystack-signature']).toBe(signature);
    expect(isSignedByPay(request?.body ?? '', signature, merchant.secretKey)).toBe(true);
    expect(isSignedByPay(request?.body ?? '', signature, other.secretKey)).toBe(false);
    expect(isSignedByPay(`${request?.body ?? ''} `, signature, merchant.secretKey)).toBe(false);
    expect(isSignedByPay(request?.body ?? '', undefined, merchant.secretKey)).toBe(false);
  });

  test('It should count a receiver that does not answer in time as a failed attempt and try again', async () => {
    const receiver = await startReceiver(['hang']);
    servers.push(receiver.server);
    const merchant = await createTestMerchant({ name: 'Webhook timeout', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });

    const [event] = await eventsWhen(merchant.merchant.merchantId, settled);
    expect(event).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(event?.attemptLog[0]).toMatchObject({ statusCode: 0, error: expect.stringContaining('no answer within') });
    expect(event?.attemptLog[0]?.durationMs).toBeGreaterThanOrEqual(1900);
  });

  test('It should stop after the last attempt against an unreachable receiver and keep the event as failed', async () => {
    const nobodyListens = `http://127.0.0.1:${await freePort()}/pay/webhook`;
    const merchant = await createTestMerchant({ name: 'Webhook unreachable', webhookUrl: nobodyListens });
    const checkout = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });

    const [event] = await eventsWhen(merchant.merchant.merchantId, settled, 45_000);
    const attempts = delays.length + 1;
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(event).toMatchObject({ event: 'charge.success', status: 'failed', attempts, lastStatusCode: 0 });
    expect(event?.attemptLog).toHaveLength(attempts);
    for (const attempt of event?.attemptLog ?? []) expect(attempt).toMatchObject({ statusCode: 0, error: expect.any(String) });

    await new Promise((wake) => setTimeout(wake, 1500));
    const [later] = await eventsOf(merchant.merchant.merchantId);
    expect(later).toMatchObject({ status: 'failed', attempts });
  });

  test('It should write no event for a merchant without a webhook URL', async () => {
    const merchant = await createTestMerchant({ name: 'No webhooks' });
    const checkout = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
    expect(await eventsOf(merchant.merchant.merchantId)).toEqual([]);
  });
});
