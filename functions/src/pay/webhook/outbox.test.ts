import { newWebhookEvent, resentWebhookEvent } from './outbox';

describe('the webhook outbox', () => {
  test('It should make a pending event, due at once, whose payload is the exact {event, data} JSON to sign', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const event = newWebhookEvent({ merchantId: 'm1', transactionId: 42, event: 'charge.failed', data: { reference: 'R-1', status: 'failed' }, now });
    expect(event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      merchantId: 'm1',
      transactionId: 42,
      event: 'charge.failed',
      payload: '{"event":"charge.failed","data":{"reference":"R-1","status":"failed"}}',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-03-01T12:00:00.000Z',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
  });

  test('It should give every event its own id', () => {
    const input = { merchantId: 'm1', transactionId: 1, event: 'charge.success' as const, data: {} };
    expect(newWebhookEvent(input).eventId).not.toBe(newWebhookEvent(input).eventId);
  });

  test('It should resend the same bytes as a new pending event with attempts of its own', () => {
    const earlier = newWebhookEvent({ merchantId: 'm1', transactionId: 42, event: 'charge.success', data: { reference: 'R-1' }, now: new Date('2026-03-01T12:00:00.000Z') });
    const now = new Date('2026-03-02T08:00:00.000Z');
    const resent = resentWebhookEvent(earlier, now);
    expect(resent).toEqual({ ...earlier, eventId: expect.stringMatching(/^[0-9a-f-]{36}$/), nextAttemptAt: now.toISOString(), createdAt: now.toISOString() });
    expect(resent.eventId).not.toBe(earlier.eventId);
  });
});
