/** One sweep a local consumer loop runs: its outcome counts name what it did. */
export interface LocalSweep {
  /** In the log: `Refunds`, `Mails`. */
  label: string;
  sweep: () => Promise<Readonly<Record<string, number>>>;
  /** Outcomes that are no news (nothing was due for that item): a poll of only these writes no line. @default ['skipped'] */
  quiet?: readonly string[];
}

/**
 * The local stand-in for a consumer's stream and schedule: runs each sweep every `pollMs` until SIGINT or SIGTERM,
 * writing a line when a sweep did something. A failed sweep (DynamoDB Local restarting) is written to stderr and
 * never ends the loop: the next poll tries again. The items live in the table, so a restarted stack carries on.
 */
export async function pollUntilStopped(name: string, pollMs: number, sweeps: readonly LocalSweep[]): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`${name} polling every ${pollMs} ms\n`);
  while (!stopping) {
    for (const { label, sweep, quiet = ['skipped'] } of sweeps) {
      try {
        const counts = await sweep();
        if (Object.entries(counts).some(([outcome, count]) => !quiet.includes(outcome) && count > 0)) process.stdout.write(`${label}: ${JSON.stringify(counts)}\n`);
      } catch (error) {
        process.stderr.write(`${label} sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}
