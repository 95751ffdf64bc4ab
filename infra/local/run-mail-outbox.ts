import { sendDueMails } from '../../functions/src/shop/mail/outbox-sending';

/**
 * The local stack's mail outbox consumer: the same sending code as its Lambda, polling the Shop's table every
 * `SHOP_MAIL_POLL_MS` for queued order e-mails that are due (it stands in for both the stream and the
 * schedule). The mails live in the table, so a restarted stack carries on.
 */
const pollMs = Number(process.env.SHOP_MAIL_POLL_MS ?? 1000);

async function main(): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  process.stdout.write(`Mail outbox polling every ${pollMs} ms\n`);
  while (!stopping) {
    try {
      const counts = await sendDueMails();
      if (counts.sent + counts.retrying + counts.abandoned > 0) process.stdout.write(`Mails: ${JSON.stringify(counts)}\n`);
    } catch (error) {
      // An outage (DynamoDB Local restarting) must not end the loop: the next poll tries again.
      process.stderr.write(`Mail sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
}

void main().then(() => process.exit(0));
