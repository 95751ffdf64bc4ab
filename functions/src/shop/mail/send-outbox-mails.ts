import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { sendDueMails, sendOutboxMail, type MailOutcome } from './outbox-sending';
import { queuedMailIds } from './outbox-stream';

/**
 * The mail outbox consumer. The Shop table's stream calls it with each mail an order change queued, at once;
 * a schedule calls it every minute as a sweep, for mails waiting for their next try or whose consumer died.
 * Only an outage fails an invocation (the stream then retries; the mail stays queued for the sweep).
 */
export const handler = async (event: DynamoDBStreamEvent | ScheduledEvent): Promise<void> => {
  if ('Records' in event) {
    const outcomes: MailOutcome[] = [];
    for (const mailId of queuedMailIds(event)) outcomes.push(await sendOutboxMail(mailId));
    logger.info('Mail outbox stream batch', { mails: outcomes.length, outcomes });
    return;
  }
  logger.info('Mail outbox sweep', { ...(await sendDueMails()) });
};
