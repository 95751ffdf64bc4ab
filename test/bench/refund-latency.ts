import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testCards } from '../../functions/src/pay/checkout/contract';
import type { StackState } from '../../infra/local/stack-state';

/** Refunds measured one after another (bounded; localhost only). */
const refunds = 20;
/** The longest one refund may take before the run gives up on it. */
const timeoutMs = 30_000;

export interface RefundLatency {
  refunds: number;
  /** `POST /refund` sent → its 200 answer. */
  answer: { p50Ms: number; p95Ms: number; maxMs: number };
  /** `POST /refund` sent → the merchant's endpoint receives the signed `refund.processed` webhook. */
  toProcessedWebhook: { p50Ms: number; p95Ms: number; maxMs: number };
  note: string;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(values: readonly number[]): { p50Ms: number; p95Ms: number; maxMs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p95Ms: Math.round(percentile(sorted, 0.95)), maxMs: Math.round(sorted.at(-1) ?? Number.NaN) };
}

/** A merchant with a webhook URL, made by the command a developer runs (`npm run pay:merchant`) against the bench stack's data. */
async function merchantWithWebhook(data: string, webhookUrl: string): Promise<string> {
  const root = process.cwd();
  const args = [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'infra', 'scripts', 'create-merchant.ts'), '--name', 'Bench Refunds', '--webhook-url', webhookUrl];
  const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_DATA_DIR: data };
  delete env.TABLE_NAME;
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  const secretKey = /sk_test_[A-Za-z0-9_]+/.exec(stdout)?.[0];
  if (!secretKey) throw new Error('pay:merchant printed no secret key');
  return secretKey;
}

async function call<T>(url: string, init: { method?: string; key?: string; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.key ? { authorization: `Bearer ${init.key}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/**
 * Refund latency on the local stack: `refunds` card payments, then one refund of each, one at a time, each timed
 * from `POST /refund` to the merchant's endpoint receiving `refund.processed` (the refund processor's poll, the
 * test bank, the outbox and the webhook consumer's poll, as `npm start` runs them).
 */
export async function measureRefundLatency(state: StackState, data: string): Promise<RefundLatency> {
  const arrivals = new Map<number, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hook = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: string; data: { id: number } };
      if (hook.event === 'refund.processed') arrivals.set(hook.data.id, performance.now());
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const secretKey = await merchantWithWebhook(data, `http://127.0.0.1:${port}/hooks`);
    const year = String(new Date().getUTCFullYear() + 3);
    const references: string[] = [];
    for (let n = 0; n < refunds; n += 1) {
      const started = await call<{ access_code: string; reference: string }>(`${state.payUrl}/transaction/initialize`, {
        key: secretKey,
        body: { email: `bench-refund-${n}@example.com`, amount: 250000 },
      });
      await call(`${state.payUrl}/checkout/charge/card`, { body: { access_code: started.access_code, number: testCards.success, exp_month: '12', exp_year: year, cvv: '408' } });
      references.push(started.reference);
    }
    const answers: number[] = [];
    const processed: number[] = [];
    for (const reference of references) {
      const sent = performance.now();
      const refund = await call<{ id: number }>(`${state.payUrl}/refund`, { key: secretKey, body: { transaction: reference, amount: 100000 } });
      answers.push(performance.now() - sent);
      const deadline = Date.now() + timeoutMs;
      while (!arrivals.has(refund.id)) {
        if (Date.now() > deadline) throw new Error(`refund ${refund.id} was not processed within ${timeoutMs} ms`);
        await new Promise((wake) => setTimeout(wake, 5));
      }
      processed.push((arrivals.get(refund.id) ?? Number.NaN) - sent);
    }
    return {
      refunds,
      answer: summary(answers),
      toProcessedWebhook: summary(processed),
      note:
        'One refund at a time. The local refund processor and webhook consumer each poll Pay\'s table every second '
        + '(PAY_REFUND_POLL_MS, PAY_WEBHOOK_POLL_MS), so most of the time is those two waits; in AWS the table stream '
        + 'starts each of them instead.',
    };
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}
