import { confirmDueTransfers } from '../../functions/src/pay/payment/bank-transfer';

/**
 * The local stack's transfer confirmer: the same confirmation code as the Lambda, polling Pay's table
 * every `PAY_TRANSFER_POLL_MS` for reported transfers whose wait is over (it stands in for the delay queue
 * and the sweep). The waits live in the table, so a restarted stack confirms whatever was reported before.
 */
const pollMs = Number(process.env.PAY_TRANSFER_POLL_MS ?? 1000);

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Transfer confirmer polling every ${pollMs} ms\n`);
  while (!stopping) {
    try {
      const counts = await confirmDueTransfers();
      if (counts.confirmed + counts.failed > 0) process.stdout.write(`Transfers: ${JSON.stringify(counts)}\n`);
    } catch (error) {
      // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
      process.stderr.write(`Transfer sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
