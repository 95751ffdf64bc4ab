import { fakeDynamoDb } from '../../../lib/testing/fake-dynamodb';
import { Merchant } from '../../db/merchant';
import { WebhookEvent, type WebhookEventItem } from '../../db/webhook-event';
import { newWebhookEvent } from '../../webhook/outbox';
import { deliveryDetailView, resendDelivery } from './delivery-log-service';

const earlier = newWebhookEvent({ merchantId: '1001', transactionId: 7, event: 'charge.success', data: { reference: 'R-1' }, now: new Date('2026-03-01T12:00:00.000Z') });
const delivered: WebhookEventItem = {
  ...earlier,
  status: 'delivered',
  attempts: 2,
  lastStatusCode: 200,
  attemptLog: [
    { attempt: 1, at: '2026-03-01T12:00:00.000Z', durationMs: 40, statusCode: 500, error: 'answered HTTP 500', responseBody: 'database down' },
    { attempt: 2, at: '2026-03-01T12:00:10.000Z', durationMs: 30, statusCode: 200 },
  ],
};

function merchantItem(webhookUrl: string) {
  return Merchant.create({ merchantId: '1001', name: 'M', publicKey: 'pk_test_x', secretKeyHash: 'h', secretKeySealed: 's', webhookUrl, domains: [], createdAt: '2026-01-01T00:00:00.000Z' }).params().Item;
}

/** The table holds `delivered` and a merchant with `webhookUrl`; every Put is kept. */
function table(webhookUrl: string) {
  return fakeDynamoDb(({ name, input }) => {
    if (name !== 'GetCommand') return {};
    const key = JSON.stringify(input.Key);
    if (key.includes(earlier.eventId)) return { Item: WebhookEvent.create(delivered).params().Item };
    if (key.includes('1001')) return { Item: merchantItem(webhookUrl) };
    return {};
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the dashboard webhook delivery log', () => {
  test('It should show each attempt with its status code, error and the start of the body, and the exact payload', () => {
    const view = deliveryDetailView(delivered);
    expect(view).toMatchObject({ eventId: earlier.eventId, status: 'delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null, payload: earlier.payload });
    expect(view.attemptLog).toEqual([
      { attempt: 1, at: '2026-03-01T12:00:00.000Z', durationMs: 40, statusCode: 500, error: 'answered HTTP 500', responseBody: 'database down' },
      { attempt: 2, at: '2026-03-01T12:00:10.000Z', durationMs: 30, statusCode: 200 },
    ]);
  });

  test('It should resend the same payload as a new pending event of the same merchant', async () => {
    // Prepare
    const sent = table('https://merchant.example/hooks');
    // Act
    const { eventId } = await resendDelivery('1001', earlier.eventId, new Date('2026-03-02T08:00:00.000Z'));
    // Assess
    expect(eventId).not.toBe(earlier.eventId);
    const put = sent.find((command) => command.name === 'PutCommand')?.input.Item as Record<string, unknown> | undefined;
    expect(put).toMatchObject({ eventId, merchantId: '1001', event: 'charge.success', payload: earlier.payload, status: 'pending', attempts: 0, nextAttemptAt: '2026-03-02T08:00:00.000Z' });
  });

  test("It should answer another merchant's event as not found and write nothing", async () => {
    const sent = table('https://merchant.example/hooks');
    await expect(resendDelivery('2002', earlier.eventId)).rejects.toThrow('Webhook event not found');
    expect(sent.some((command) => command.name === 'PutCommand')).toBe(false);
  });

  test('It should ask for a webhook URL before resending without one', async () => {
    const sent = table('');
    await expect(resendDelivery('1001', earlier.eventId)).rejects.toThrow('Set a webhook URL first');
    expect(sent.some((command) => command.name === 'PutCommand')).toBe(false);
  });
});
