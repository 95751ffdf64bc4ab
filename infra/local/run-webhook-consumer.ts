import { deliveryDeps } from '../../functions/src/pay/webhook/delivery-deps';
import { deliverDueEvents } from '../../functions/src/pay/webhook/webhook-delivery';

/**
 * The local stack's webhook consumer: the same delivery code as the Lambda, polling Pay's table for due
 * events every `PAY_WEBHOOK_POLL_MS` (it stands in for both the stream and the schedule). Events live in
 * the table, so a restarted stack carries on with whatever was pending.
 */
const pollMs = Number(process.env.PAY_WEBHOOK_POLL_MS ?? 1000);

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Webhook consumer polling every ${pollMs} ms\n`);
  while (!stopping) {
    try {
      await deliverDueEvents(deliveryDeps);
    } catch (error) {
      // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
      process.stderr.write(`Webhook sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
