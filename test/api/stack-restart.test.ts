import { rmSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';
import { until } from '../support/concurrency';
import { startOwnStack } from '../support/own-stack';
import { stalledWebhook } from './pay-helpers';

/** The webhook events of one merchant, read straight from a stack's DynamoDB Local (a test-only Scan). */
async function storedEvents(state: StackState, merchantId: string): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: state.endpoints.dynamodb, region: state.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  try {
    const page = await client.send(
      new ScanCommand({
        TableName: state.tables.pay,
        ConsistentRead: true,
        FilterExpression: '#e = :e AND merchantId = :m',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':e': 'webhookEvent', ':m': merchantId },
      }),
    );
    return page.Items ?? [];
  } finally {
    client.destroy();
  }
}

/**
 * The whole local stack (gateways, webhook consumer, DynamoDB Local and the other emulators) is killed at once
 * with SIGKILL while Pay waits on a merchant's webhook, then started again on the same data folder, as `npm start`
 * would after a crash. This file runs a stack of its own, so the shared test stack is never touched.
 */
describe('a Pay webhook delivery cut off by the whole stack dying', () => {
  const saved = { LOCAL_STACK_DATA_DIR: process.env.LOCAL_STACK_DATA_DIR, PAY_URL: process.env.PAY_URL, SHOP_URL: process.env.SHOP_URL };
  const pointAt = (state: StackState, data: string) => Object.assign(process.env, { LOCAL_STACK_DATA_DIR: data, PAY_URL: state.payUrl, SHOP_URL: state.shopUrl });
  let stop: (() => Promise<void>) | undefined;
  let data: string | undefined;

  afterAll(async () => {
    await stop?.();
    if (data) rmSync(data, { recursive: true, force: true });
    Object.assign(process.env, saved);
  }, 60_000);

  test("It should deliver the webhook to the merchant's URL after a restart, the same event, once acknowledged", async () => {
    const first = await startOwnStack();
    ({ stop, data } = first);
    pointAt(first.state, first.data);
    const { merchantId, arrivals, close } = await stalledWebhook('Stack crash');
    try {
      process.kill(-first.pid, 'SIGKILL');
      await until('the stack to die', async () => ((await fetch(`${first.state.payUrl}/health`).catch(() => undefined)) ? undefined : true), 10_000);
      const [pending] = arrivals;

      const second = await startOwnStack(first.data);
      stop = second.stop;
      const delivered = await until(
        'the delivery after the restart',
        async () => (await storedEvents(second.state, merchantId)).find((event) => event.status === 'delivered'),
        120_000,
      );
      expect(arrivals.length).toBeGreaterThanOrEqual(2);
      expect(new Set(arrivals)).toEqual(new Set([pending]));
      expect(delivered).toMatchObject({ eventId: pending, event: 'charge.success', lastStatusCode: 200 });
      expect(await storedEvents(second.state, merchantId)).toHaveLength(1);
    } finally {
      await close();
    }
  }, 420_000);
});
