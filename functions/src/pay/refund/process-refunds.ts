import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { processDueRefunds, processRefund, type RefundOutcome } from './refund-processing';
import { newRefundIds } from './refund-stream';

/**
 * The refund processor. Pay's table stream calls it with each new refund at once; a schedule calls it every
 * minute for any pending refund the stream missed and any processing one whose consumer died. Every move is
 * conditional, so replays and overlaps settle each refund once; only an outage fails the invocation (the
 * stream then retries, and the refund stays in the table for the sweep).
 */
export async function handler(event: DynamoDBStreamEvent | ScheduledEvent): Promise<void> {
  if ('Records' in event) {
    const outcomes: RefundOutcome[] = [];
    for (const refundId of newRefundIds(event)) outcomes.push(await processRefund(refundId));
    logger.info('Refund stream batch', { refunds: outcomes.length, processed: outcomes.filter((outcome) => outcome === 'processed').length });
    return;
  }
  logger.info('Refund sweep', { ...(await processDueRefunds()) });
}
