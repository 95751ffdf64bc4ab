import type { Construct } from 'constructs';
import { transferSelection } from '../../../functions/src/pay/transfer/transfer-stream';
import { QueuedItemProcessor, type QueuedItemProcessorProps } from './queued-item-processor';

/** The handler file, relative to `functions/src/`. */
export const payoutProcessorHandler = 'pay/transfer/process-transfers.ts';

/**
 * Sends merchants' transfers (payouts) through the processor: woken by the stream for each transfer queued
 * (written or finalized as `pending`), and by the sweep (`QueuedItemProcessor`). Not the transfer pipe, which
 * confirms customers' bank-transfer payments.
 */
export class PayoutProcessor extends QueuedItemProcessor {
  constructor(scope: Construct, id: string, props: QueuedItemProcessorProps) {
    super(scope, id, props, {
      selection: transferSelection,
      handler: payoutProcessorHandler,
      label: 'the payout processor',
      description: 'pay: sends merchants transfers (payouts) through the processor and records the outcome with its webhook',
      roleDescription: 'Pay payout processor: reads and settles transfers and the balance counter, writes their webhook events',
      deadLetterReason: 'This queue is itself the dead-letter queue of the payout processor (stream and schedule failures); the transfers stay in the table for the sweep.',
      sweepDescription: 'Pay payouts: queued transfers the stream missed, processing ones whose invocation died',
    });
  }
}
