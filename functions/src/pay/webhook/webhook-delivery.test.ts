import type { WebhookEventItem } from '../db/webhook-event';
import { newWebhookEvent } from './outbox';
import { sealSecretKey } from './secret-key-cipher';
import { signWebhook, webhookSignatureMatches } from './signature';
import { attemptDelivery, deliverDueEvents, deliverEventsById, outcomeOf, type DeliveryDeps, type PostResult } from './webhook-delivery';
import type { AttemptOutcome, WebhookStore, WebhookTarget } from './webhook-store';

const masterKey = 'm'.repeat(64);
const secretKey = 'sk_test_00112233445566778899aabbccddeeff0011223344556677';
const config = { retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 3_600_000], timeoutMs: 10_000 };

/** An in-memory store with the same conditions as the table's. */
function memoryStore(targets: Record<string, WebhookTarget>) {
  const events = new Map<string, WebhookEventItem>();
  const store: WebhookStore = {
    async due(now, limit) {
      return [...events.values()]
        .filter((event) => event.status === 'pending' && event.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt))
        .slice(0, limit)
        .map((event) => ({ ...event }));
    },
    async get(eventId) {
      const event = events.get(eventId);
      return event && { ...event };
    },
    async claim(event, claimToken, leaseUntil) {
      const current = events.get(event.eventId);
      if (!current || current.status !== 'pending' || current.nextAttemptAt !== event.nextAttemptAt || current.attempts !== event.attempts) return false;
      events.set(event.eventId, { ...current, nextAttemptAt: leaseUntil, claimToken });
      return true;
    },
    async recordAttempt(eventId, claimToken, outcome: AttemptOutcome) {
      const current = events.get(eventId);
      if (!current || current.claimToken !== claimToken) return false;
      const { claimToken: _released, ...rest } = current;
      events.set(eventId, {
        ...rest,
        status: outcome.status,
        nextAttemptAt: outcome.nextAttemptAt,
        attempts: outcome.record.attempt,
        lastStatusCode: outcome.record.statusCode,
        attemptLog: [...current.attemptLog, outcome.record],
      });
      return true;
    },
    async target(merchantId) {
      return targets[merchantId];
    },
  };
  return { store, events };
}

function setUp(answers: PostResult[], target?: Partial<WebhookTarget>) {
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const { store, events } = memoryStore({
    m1: { webhookUrl: 'https://merchant.example/hooks', secretKeySealed: sealSecretKey(secretKey, 'm1', masterKey), ...target },
  });
  const sent: { url: string; body: string; headers: Readonly<Record<string, string>> }[] = [];
  const logs: Readonly<Record<string, string | number>>[] = [];
  const deps: DeliveryDeps = {
    store,
    config,
    masterKey: async () => masterKey,
    post: async (url, body, headers) => {
      sent.push({ url, body, headers });
      clock += 120;
      return answers.shift() ?? { statusCode: 200 };
    },
    now: () => new Date(clock),
    log: (_message, fields) => logs.push(fields),
  };
  const event = newWebhookEvent({ merchantId: 'm1', transactionId: 7, event: 'charge.success', data: { reference: 'r1', amount: 500000 }, now: new Date(clock) });
  events.set(event.eventId, { ...event, attemptLog: [] });
  return {
    deps,
    events,
    sent,
    logs,
    eventId: event.eventId,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('webhook delivery', () => {
  test('It should send the payload signed with the secret key under both signature headers', async () => {
    // Prepare
    const { deps, sent, events, eventId } = setUp([{ statusCode: 200 }]);
    // Act
    const counts = await deliverDueEvents(deps);
    // Assess
    expect(counts).toEqual({ delivered: 1, retry: 0, failed: 0, skipped: 0 });
    const [request] = sent;
    expect(request?.url).toBe('https://merchant.example/hooks');
    expect(JSON.parse(request?.body ?? '')).toEqual({ event: 'charge.success', data: { reference: 'r1', amount: 500000 } });
    expect(request?.headers['x-aso-signature']).toBe(signWebhook(request?.body ?? '', secretKey));
    expect(request?.headers['x-paystack-signature']).toBe(request?.headers['x-aso-signature']);
    expect(webhookSignatureMatches(request?.body ?? '', secretKey, request?.headers['x-aso-signature'] ?? '')).toBe(true);
    expect(events.get(eventId)).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(events.get(eventId)?.attemptLog).toEqual([{ attempt: 1, at: '2026-01-01T00:00:00.000Z', durationMs: 120, statusCode: 200 }]);
  });

  test('It should retry a non-2xx answer and a timeout on the growing schedule, then deliver', async () => {
    const { deps, events, eventId, advance } = setUp([{ statusCode: 500 }, { statusCode: 0, error: 'no answer within 10000 ms' }, { statusCode: 204 }]);
    await deliverDueEvents(deps);
    expect(events.get(eventId)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2026-01-01T00:00:10.000Z' });

    advance(5_000);
    expect(await deliverDueEvents(deps)).toMatchObject({ retry: 0, skipped: 0 });
    advance(5_000);
    await deliverDueEvents(deps);
    expect(events.get(eventId)).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: '2026-01-01T00:00:40.120Z' });

    advance(30_000);
    await deliverDueEvents(deps);
    const log = events.get(eventId)?.attemptLog ?? [];
    expect(events.get(eventId)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(log.map((entry) => [entry.statusCode, entry.error])).toEqual([
      [500, 'answered HTTP 500'],
      [0, 'no answer within 10000 ms'],
      [204, undefined],
    ]);
  });

  test("It should keep the start of each answer's body in the attempt log", async () => {
    const { deps, events, eventId, advance } = setUp([{ statusCode: 500, responseBody: 'database down' }, { statusCode: 200, responseBody: 'ok' }]);
    await deliverDueEvents(deps);
    advance(10_000);
    await deliverDueEvents(deps);
    expect(events.get(eventId)?.attemptLog.map((entry) => [entry.statusCode, entry.responseBody])).toEqual([
      [500, 'database down'],
      [200, 'ok'],
    ]);
  });

  test('It should stop after the last attempt and keep the event as failed', async () => {
    const { deps, events, eventId, advance } = setUp(Array.from({ length: 10 }, () => ({ statusCode: 503 })));
    for (let round = 0; round < 10; round += 1) {
      await deliverDueEvents(deps);
      advance(3_600_000);
    }
    expect(events.get(eventId)).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503 });
    expect(events.get(eventId)?.attemptLog).toHaveLength(6);
  });

  test('It should never send one attempt twice when two consumers race for it', async () => {
    const { deps, sent, eventId } = setUp([{ statusCode: 200 }]);
    const results = await Promise.all([deliverDueEvents(deps), deliverDueEvents(deps), deliverEventsById([eventId], deps)]);
    expect(sent).toHaveLength(1);
    expect(results.flat()).toContainEqual(expect.objectContaining({ delivered: 1 }));
  });

  test('It should fail at once when the merchant has no webhook URL or no sealed key', async () => {
    for (const target of [{ webhookUrl: '' }, { secretKeySealed: undefined }]) {
      const { deps, sent, events, eventId } = setUp([], target);
      const event = events.get(eventId);
      if (!event) throw new Error('no event');
      expect(await attemptDelivery(event, deps)).toBe('failed');
      expect(sent).toHaveLength(0);
      expect(events.get(eventId)?.attemptLog[0]?.error).toMatch(/webhook URL|sealed secret key/);
    }
  });

  test('It should log ids, codes and timings but never the payload or the key', async () => {
    const { deps, logs } = setUp([{ statusCode: 200 }]);
    await deliverDueEvents(deps);
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toMatch(/reference|sk_test|500000/);
    expect(logs[0]).toMatchObject({ attempt: 1, statusCode: 200, durationMs: 120, status: 'delivered' });
  });

  test('It should go on with other events when one hits an outage, then report it', async () => {
    const { deps, events, sent } = setUp([{ statusCode: 200 }]);
    const broken = newWebhookEvent({ merchantId: 'gone-table', transactionId: 8, event: 'charge.success', data: {}, now: deps.now() });
    events.set(broken.eventId, { ...broken, attemptLog: [] });
    const outage: DeliveryDeps = {
      ...deps,
      store: {
        ...deps.store,
        target: async (merchantId) => {
          if (merchantId === 'gone-table') throw new Error('DynamoDB unreachable');
          return deps.store.target(merchantId);
        },
      },
    };
    await expect(deliverDueEvents(outage)).rejects.toThrow('DynamoDB unreachable');
    expect(sent).toHaveLength(1);
    expect(events.get(broken.eventId)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  test('It should skip stream events that are no longer pending', async () => {
    const { deps, sent, eventId } = setUp([{ statusCode: 200 }]);
    await deliverEventsById([eventId], deps);
    expect(await deliverEventsById([eventId, 'unknown'], deps)).toEqual(['skipped', 'skipped']);
    expect(sent).toHaveLength(1);
  });
});

describe('attempt outcomes', () => {
  const at = new Date('2026-01-01T00:00:00.000Z');
  test('It should count any 2xx as delivered and 3xx as a failure', () => {
    expect(outcomeOf(1, { statusCode: 299 }, at, 5, config).status).toBe('delivered');
    expect(outcomeOf(1, { statusCode: 302 }, at, 5, config).status).toBe('pending');
  });
  test('It should schedule each retry by its own delay', () => {
    expect(config.retryDelaysMs.map((_delay, index) => outcomeOf(index + 1, { statusCode: 500 }, at, 5, config).nextAttemptAt)).toEqual([
      '2026-01-01T00:00:10.000Z',
      '2026-01-01T00:00:30.000Z',
      '2026-01-01T00:02:00.000Z',
      '2026-01-01T00:10:00.000Z',
      '2026-01-01T01:00:00.000Z',
    ]);
    expect(outcomeOf(6, { statusCode: 500 }, at, 5, config).status).toBe('failed');
  });
});
