import type { ScheduledEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { confirmDueTransfers, confirmTransferIfDue } from './bank-transfer';
import { reportedTransferId } from './transfer-queue-records';

/**
 * The transfer-confirmation consumer. The delay queue hands it each reported transfer once its wait is
 * over; a schedule sweeps every minute for any the queue missed. Only an outage fails a message, which
 * the queue then offers again (and finally dead-letters); the wait itself stays in the table for the sweep.
 */
export async function handler(event: SQSEvent | ScheduledEvent): Promise<SQSBatchResponse | undefined> {
  if (!('Records' in event)) {
    logger.info('Transfer sweep', { ...(await confirmDueTransfers()) });
    return undefined;
  }
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const transactionId = reportedTransferId(record.body);
    if (transactionId === undefined) continue;
    try {
      const outcome = await confirmTransferIfDue(transactionId);
      logger.info('Transfer checked', { transactionId, outcome });
    } catch (error) {
      logger.error('Transfer check failed', { transactionId, error: error instanceof Error ? error.name : 'unknown' });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
