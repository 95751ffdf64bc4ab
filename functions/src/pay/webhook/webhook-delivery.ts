import { randomUUID } from 'node:crypto';
import type { WebhookEventItem } from '../db/webhook-event';
import type { DeliveryConfig } from './retry-schedule';
import { signatureHeaders, signWebhook } from './signature';
import { openSecretKey } from './secret-key-cipher';
import { signingKeyFor } from './signing-key';
import type { AttemptOutcome, WebhookStore } from './webhook-store';

export interface PostResult {
  /** 0 when no HTTP answer came. */
  readonly statusCode: number;
  readonly error?: string;
  /** The start of the answer's body (`responseBodyLimit` characters at most), when it had one. */
  readonly responseBody?: string;
}

/** How much of an answer's body an attempt keeps: enough to see why a merchant's server refused it. */
export const responseBodyLimit = 2000;

export interface DeliveryDeps {
  readonly store: WebhookStore;
  readonly config: DeliveryConfig;
  /** Pay's master key, which opens merchants' sealed secret keys. */
  readonly masterKey: () => Promise<string>;
  readonly post: (url: string, body: string, headers: Readonly<Record<string, string>>, timeoutMs: number) => Promise<PostResult>;
  readonly now: () => Date;
  readonly log: (message: string, fields: Readonly<Record<string, string | number>>) => void;
}

/** What signing and sending one message needs: the merchant's target (from the store) and no outbox writes. */
export type SendDeps = Pick<DeliveryDeps, 'config' | 'masterKey' | 'post'> & { readonly store: Pick<WebhookStore, 'target'> };

export type DeliveryResult = 'delivered' | 'retry' | 'failed' | 'skipped';

/**
 * A consumer that dies mid-send leaves its claim; the event is due again once the lease runs out. The
 * margin over the send timeout covers signing and the two writes.
 */
const leaseMarginMs = 30_000;

/**
 * The first `limit` characters of a body, reading no further than needed. A body cut short (the timeout, a
 * dropped connection) gives what had arrived: the status code already came.
 */
async function leadingText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } catch {
    // What arrived is kept.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, limit);
}

/** POSTs with a hard timeout and without following redirects (a redirect is not an acknowledgement). */
export async function postJson(url: string, body: string, headers: Readonly<Record<string, string>>, timeoutMs: number): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Aso-Pay-Webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const responseBody = await leadingText(response, responseBodyLimit);
    return { statusCode: response.status, ...(responseBody === '' ? {} : { responseBody }) };
  } catch (error) {
    // Checked by name, not `instanceof`: fetch's DOMException may come from another realm.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    if (name === 'TimeoutError' || name === 'AbortError') return { statusCode: 0, error: `no answer within ${timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return { statusCode: 0, error: cause ?? (error instanceof Error ? error.message : 'request failed') };
  }
}

/** What follows attempt number `attempt` (1-based) with this answer. */
export function outcomeOf(attempt: number, result: PostResult, at: Date, durationMs: number, config: DeliveryConfig): AttemptOutcome {
  const record = {
    attempt,
    at: at.toISOString(),
    durationMs,
    statusCode: result.statusCode,
    ...(result.error === undefined ? {} : { error: result.error }),
    ...(result.responseBody === undefined ? {} : { responseBody: result.responseBody }),
  };
  if (result.statusCode >= 200 && result.statusCode < 300) return { record, status: 'delivered', nextAttemptAt: record.at };
  const delay = config.retryDelaysMs[attempt - 1];
  if (delay === undefined) return { record, status: 'failed', nextAttemptAt: record.at };
  return { record, status: 'pending', nextAttemptAt: new Date(at.getTime() + delay).toISOString() };
}

export interface Sent {
  readonly result: PostResult;
  /** True when waiting cannot help (no URL, a key that does not open), so the event fails at once. */
  readonly final: boolean;
}

/**
 * Signs `payload` with the merchant's secret key of the event's mode (`signing-key.ts`) and POSTs it to the merchant's webhook URL as it is now:
 * every delivery attempt, and the dashboard's test event, go through here.
 */
export async function sendSigned(message: { merchantId: string; eventId: string; payload: string }, deps: SendDeps): Promise<Sent> {
  const target = await deps.store.target(message.merchantId);
  // The merchant is gone or removed its URL after the event was written.
  if (!target || target.webhookUrl === '') return { result: { statusCode: 0, error: 'the merchant has no webhook URL' }, final: true };
  const sealed = signingKeyFor(target, message.payload);
  if (sealed === undefined) return { result: { statusCode: 0, error: 'the merchant has no sealed secret key to sign with' }, final: true };
  // A master key that cannot be fetched is an outage: it throws, and the claim's lease brings the event back.
  const masterKey = await deps.masterKey();
  let secretKey: string;
  try {
    secretKey = openSecretKey(sealed, message.merchantId, masterKey);
  } catch {
    return { result: { statusCode: 0, error: 'the sealed secret key does not open with the master key' }, final: true };
  }
  const signature = signWebhook(message.payload, secretKey);
  const headers: Record<string, string> = { 'x-aso-event-id': message.eventId };
  for (const name of signatureHeaders) headers[name] = signature;
  const result = await deps.post(target.webhookUrl, message.payload, headers, deps.config.timeoutMs);
  const ok = result.statusCode >= 200 && result.statusCode < 300;
  return { result: ok || result.error !== undefined ? result : { ...result, error: `answered HTTP ${result.statusCode}` }, final: false };
}

/** One attempt at an event that is due: claim it, sign and send it, record what happened. */
export async function attemptDelivery(event: WebhookEventItem, deps: DeliveryDeps): Promise<DeliveryResult> {
  const claimToken = randomUUID();
  const leaseUntil = new Date(deps.now().getTime() + deps.config.timeoutMs + leaseMarginMs).toISOString();
  if (!(await deps.store.claim(event, claimToken, leaseUntil))) return 'skipped';

  const attempt = event.attempts + 1;
  const started = deps.now();
  const { result, final } = await sendSigned(event, deps);
  const durationMs = deps.now().getTime() - started.getTime();
  const outcome = outcomeOf(attempt, result, started, durationMs, final ? { ...deps.config, retryDelaysMs: [] } : deps.config);

  const recorded = await deps.store.recordAttempt(event.eventId, claimToken, outcome);
  deps.log(recorded ? 'Webhook attempt' : 'Webhook attempt made after its claim was lost', {
    eventId: event.eventId,
    merchantId: event.merchantId,
    event: event.event,
    attempt,
    statusCode: outcome.record.statusCode,
    durationMs,
    status: outcome.status,
    ...(outcome.record.error === undefined ? {} : { error: outcome.record.error }),
  });
  if (!recorded) return 'skipped';
  return outcome.status === 'pending' ? 'retry' : outcome.status;
}

export interface SweepResult {
  readonly delivered: number;
  readonly retry: number;
  readonly failed: number;
  readonly skipped: number;
}

/**
 * Attempts every due event (up to `limit`), `concurrency` at a time. An outage on one event (the table or
 * the master key unreachable) does not stop the others; the sweep throws it afterwards, so the invocation
 * shows as failed, and that event's lease brings it back.
 */
export async function deliverDueEvents(deps: DeliveryDeps, options: { limit?: number; concurrency?: number } = {}): Promise<SweepResult> {
  const due = await deps.store.due(deps.now().toISOString(), options.limit ?? 100);
  const counts = { delivered: 0, retry: 0, failed: 0, skipped: 0 };
  const errors: unknown[] = [];
  const queue = [...due];
  const worker = async () => {
    for (let event = queue.shift(); event !== undefined; event = queue.shift()) {
      try {
        counts[await attemptDelivery(event, deps)] += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 10) }, worker));
  if (errors.length > 0) throw errors[0];
  return counts;
}

/** Attempts the given events (a stream batch of new events) when they are still pending and due. */
export async function deliverEventsById(eventIds: readonly string[], deps: DeliveryDeps): Promise<DeliveryResult[]> {
  return Promise.all(
    eventIds.map(async (eventId) => {
      const event = await deps.store.get(eventId);
      if (!event || event.status !== 'pending' || event.nextAttemptAt > deps.now().toISOString()) return 'skipped';
      return attemptDelivery(event, deps);
    }),
  );
}
