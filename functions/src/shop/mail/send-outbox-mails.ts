import { queuedItemHandler } from '../../lib/stream/queued-items';
import { sendDueMails, sendOutboxMail } from './outbox-sending';
import { outboxMailSelection } from './outbox-stream';

/**
 * The mail outbox consumer. The Shop table's stream calls it with each mail an order change queued, at once;
 * a schedule calls it every minute as a sweep, for mails waiting for their next try or whose consumer died.
 * Only an outage fails an invocation (the stream then retries; the mail stays queued for the sweep).
 */
export const handler = queuedItemHandler({
  label: 'Mail outbox',
  selection: outboxMailSelection,
  parseId: (mailId) => mailId,
  processOne: (mailId) => sendOutboxMail(mailId),
  sweep: () => sendDueMails(),
});
