import { processDueRefunds } from '../../functions/src/pay/refund/refund-processing';

/**
 * The local stack's refund processor: the same processing code as the Lambda, polling Pay's table every
 * `PAY_REFUND_POLL_MS` for pending refunds and processing ones whose holder died (it stands in for both the
 * stream and the schedule). Refunds live in the table, so a restarted stack carries on with them.
 */
const pollMs = Number(process.env.PAY_REFUND_POLL_MS ?? 1000);

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Refund processor polling every ${pollMs} ms\n`);
  while (!stopping) {
    try {
      const counts = await processDueRefunds();
      if (counts.processed + counts.failed > 0) process.stdout.write(`Refunds: ${JSON.stringify(counts)}\n`);
    } catch (error) {
      // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
      process.stderr.write(`Refund sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
