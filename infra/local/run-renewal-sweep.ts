import { processDueRenewals } from '../../functions/src/pay/subscription/renewal-service';

/**
 * The local stack's renewal sweep: the same code as the Lambda that EventBridge invokes every minute, polling
 * Pay's table every `PAY_RENEWAL_POLL_MS` (default a minute, like the rule) with the clock's time. Tests make
 * time pass by calling `processDueRenewals(now)` with a later `now` (test/api/pay-helpers.ts renewalInternals);
 * nothing of that is reachable through any gateway.
 */
const pollMs = Number(process.env.PAY_RENEWAL_POLL_MS ?? 60_000);

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Renewal sweep polling every ${pollMs} ms\n`);
  while (!stopping) {
    try {
      const counts = await processDueRenewals(new Date());
      if (counts.charged + counts.failed + counts.completed > 0) process.stdout.write(`Renewals: ${JSON.stringify(counts)}\n`);
    } catch (error) {
      // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
      process.stderr.write(`Renewal sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
