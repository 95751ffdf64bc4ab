import { processDueRefunds } from '../../functions/src/pay/refund/refund-processing';
import { processDueTransfers } from '../../functions/src/pay/transfer/transfer-processing';

/**
 * The local stack's refund and payout processors: the same processing code as their Lambdas, polling Pay's
 * table every `PAY_REFUND_POLL_MS` for queued refunds and transfers and processing ones whose holder died (it
 * stands in for both the stream and the schedule). The items live in the table, so a restarted stack carries on.
 */
const pollMs = Number(process.env.PAY_REFUND_POLL_MS ?? 1000);

const sweeps = [
  { label: 'Refunds', sweep: processDueRefunds },
  { label: 'Transfers', sweep: processDueTransfers },
] as const;

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Refund and payout processors polling every ${pollMs} ms\n`);
  while (!stopping) {
    for (const { label, sweep } of sweeps) {
      try {
        const counts: Record<string, number> = await sweep();
        if (Object.entries(counts).some(([outcome, count]) => outcome !== 'skipped' && count > 0)) process.stdout.write(`${label}: ${JSON.stringify(counts)}\n`);
      } catch (error) {
        // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
        process.stderr.write(`${label} sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
