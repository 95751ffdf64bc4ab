import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testCards } from '../../functions/src/pay/checkout/contract';
import { localCredentials } from '../../infra/local/local-aws';
import { payMasterKey, readShopMerchantKeys } from '../../infra/local/local-secrets';
import type * as MerchantService from '../../functions/src/pay/merchant/merchant-service';
import type { CreatedMerchant, NewMerchant } from '../../functions/src/pay/merchant/merchant-service';
import { until } from '../support/concurrency';
import { payUrl, testStack } from '../support/stack';

/** Helpers for Pay's API tests: merchants made by the same service as `npm run pay:merchant`, and calls. */

export interface PayAnswer<T = unknown> {
  status: number;
  body: { status: boolean; message: string; data: T; meta?: { total: number; skipped: number; perPage: number; page: number; pageCount: number }; errors?: Array<{ path: string; message: string }> };
  headers: Headers;
}

export interface PayCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  /** `Authorization: Bearer …` */
  key?: string;
  headers?: Record<string, string>;
}

export async function pay<T = unknown>(path: string, call: PayCall = {}): Promise<PayAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  if (call.key) headers.authorization = `Bearer ${call.key}`;
  const response = await fetch(`${payUrl()}${path}`, { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as PayAnswer<T>['body'], headers: response.headers };
}

function dataDirOfStack(): string {
  const data = process.env.LOCAL_STACK_DATA_DIR;
  if (!data) throw new Error('LOCAL_STACK_DATA_DIR is not set: run this test through jest.stack.config.js');
  return data;
}

let service: Promise<typeof MerchantService> | undefined;

/** Points this process at the test stack's Pay table, then loads the merchant service (it reads env at load); Pay's other modules bound to the table load after it. */
export function merchantService() {
  if (!service) {
    const stack = testStack();
    Object.assign(process.env, {
      TABLE_NAME: stack.tables.pay,
      AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      PAY_MASTER_KEY: payMasterKey(dataDirOfStack()),
    });
    service = import('../../functions/src/pay/merchant/merchant-service');
  }
  return service;
}

/** Pay's outbox entity, bound to the test stack's table (for checks on what a status change wrote). */
export async function webhookEvents() {
  await merchantService();
  const { WebhookEvent } = await import('../../functions/src/pay/db/webhook-event');
  return WebhookEvent;
}

export async function createTestMerchant(input: Partial<NewMerchant> = {}): Promise<CreatedMerchant> {
  const { createMerchant } = await merchantService();
  return createMerchant({ name: `Test Merchant ${Date.now()}`, ...input });
}

/** The Shop's keys as the local stack seeded them (the happy path of a real merchant). */
export function shopMerchantKeys(): { publicKey: string; secretKey: string } {
  const keys = readShopMerchantKeys(dataDirOfStack());
  if (!keys) throw new Error('The local stack did not seed the Shop as a Pay merchant');
  return keys;
}

let counter = 0;

/** A fresh customer e-mail, so tests never see each other's saved cards. */
export function uniqueEmail(tag = 'customer'): string {
  counter += 1;
  return `${tag}.${Date.now()}.${counter}@example.com`;
}

/** A pop-up's checkout token (what the script generates once per session). */
export function checkoutToken(): string {
  return randomBytes(18).toString('base64url');
}

export interface Checkout {
  accessCode: string;
  reference: string;
}

/** A transaction started through the merchant API, ready for the checkout routes. */
export async function initializeCheckout(secretKey: string, body: Record<string, unknown> = {}): Promise<Checkout> {
  const answer = await pay<{ access_code: string; reference: string }>('/transaction/initialize', {
    key: secretKey,
    body: { email: uniqueEmail(), amount: 250000, ...body },
  });
  if (answer.status !== 200) throw new Error(`initialize answered ${answer.status}: ${answer.body.message}`);
  return { accessCode: answer.body.data.access_code, reference: answer.body.data.reference };
}

export const futureYear = String(new Date().getUTCFullYear() + 3);

export function cardBody(accessCode: string, number: string, extra: Record<string, unknown> = {}) {
  return { access_code: accessCode, number, exp_month: '12', exp_year: futureYear, cvv: '408', ...extra };
}

/** A card payment whose `charge.success` webhook is on its way to a merchant that never answers its first delivery. */
export interface StalledWebhook {
  merchantId: string;
  /** The `x-aso-event-id` of each delivery that reached the merchant, in order; the second and later get a 200. */
  arrivals: string[];
  close: () => Promise<void>;
}

/**
 * Makes a merchant whose webhook URL is a server in this process, pays one of its checkouts by card, and returns
 * once the first delivery has arrived and hangs unanswered: the moment a crash test kills something.
 */
export async function stalledWebhook(merchantName: string): Promise<StalledWebhook> {
  const arrivals: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(String(request.headers['x-aso-event-id']));
      if (arrivals.length > 1) response.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  };
  try {
    const { port } = server.address() as AddressInfo;
    const merchant = await createTestMerchant({ name: merchantName, webhookUrl: `http://127.0.0.1:${port}/hooks` });
    const checkout = await initializeCheckout(merchant.secretKey);
    const charged = await pay<{ status: string }>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
    if (charged.body.data.status !== 'success') throw new Error(`The test card was not charged: ${charged.body.message}`);
    await until('the first delivery', () => (arrivals.length > 0 ? true : undefined), 30_000);
    return { merchantId: merchant.merchant.merchantId, arrivals, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** What a test merchant's webhook endpoint received: the raw body and headers of each request, in order. */
export interface ReceivedWebhook {
  at: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/** A merchant's webhook endpoint on 127.0.0.1 that answers 200 to everything and keeps what it got. */
export async function webhookReceiver(): Promise<{ url: string; received: ReceivedWebhook[]; close: () => Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ at: Date.now(), body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  };
  return { url: `http://127.0.0.1:${port}/pay/webhook`, received, close };
}

/** A transaction paid by the test card that always succeeds: its reference and numeric id. */
export async function paidTransaction(secretKey: string, body: Record<string, unknown> = {}): Promise<{ reference: string; id: number; amount: number }> {
  const checkout = await initializeCheckout(secretKey, body);
  const charged = await pay<{ status: string }>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
  if (charged.body.data.status !== 'success') throw new Error(`The test card was not charged: ${charged.body.message}`);
  const verified = await pay<{ id: number; amount: number }>(`/transaction/verify/${checkout.reference}`, { key: secretKey });
  return { reference: checkout.reference, id: verified.body.data.id, amount: verified.body.data.amount };
}

/** Pay's refund entity and the refund processor's code, bound to the test stack's table (to replay the consumer). */
export async function refundInternals() {
  await merchantService();
  const [{ Refund }, { Transaction }, processing] = await Promise.all([
    import('../../functions/src/pay/db/refund'),
    import('../../functions/src/pay/db/transaction'),
    import('../../functions/src/pay/refund/refund-processing'),
  ]);
  return { Refund, Transaction, processRefund: processing.processRefund };
}

/** Pay's subscription entities and the renewal sweep's code, bound to the test stack's table (to make time pass). */
export async function renewalInternals() {
  await merchantService();
  const [{ Subscription }, { Invoice }, renewals] = await Promise.all([
    import('../../functions/src/pay/db/subscription'),
    import('../../functions/src/pay/db/invoice'),
    import('../../functions/src/pay/subscription/renewal-service'),
  ]);
  return { Subscription, Invoice, renewSubscription: renewals.renewSubscription, processDueRenewals: renewals.processDueRenewals, retryDelayMs: renewals.retryDelayMs };
}
