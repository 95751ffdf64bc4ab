import type { Construct } from 'constructs';
import { refundSelection } from '../../../functions/src/pay/refund/refund-stream';
import { QueuedItemProcessor, type QueuedItemProcessorProps } from './queued-item-processor';

export type RefundProcessorProps = QueuedItemProcessorProps;

/** The handler file, relative to `functions/src/`. */
export const refundProcessorHandler = 'pay/refund/process-refunds.ts';

/**
 * Gives refunds back through the processor: woken by the stream for each new refund, and by the sweep
 * (`QueuedItemProcessor`). With the webhook consumer, the transfer pipe and the payout processor it is one of
 * the stream's readers; its filter keeps the invocations to refunds only.
 */
export class RefundProcessor extends QueuedItemProcessor {
  constructor(scope: Construct, id: string, props: RefundProcessorProps) {
    super(scope, id, props, {
      selection: refundSelection,
      handler: refundProcessorHandler,
      label: 'the refund processor',
      description: 'pay: gives refunds back through the processor and records the outcome with its webhook',
      roleDescription: 'Pay refund processor: reads and settles refunds and their transactions, writes their webhook events',
      deadLetterReason: 'This queue is itself the dead-letter queue of the refund processor (stream and schedule failures); the refunds stay in the table for the sweep.',
      sweepDescription: 'Pay refunds: pending refunds the stream missed, processing ones whose invocation died',
    });
  }
}
