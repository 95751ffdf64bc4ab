import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type Rule, Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamConsumer } from './stream-consumer';

export interface RefundProcessorProps {
  /** Pay's table, with a stream that shows new images. */
  readonly table: ITable;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** The handler file, relative to `functions/src/`. */
export const refundProcessorHandler = 'pay/refund/process-refunds.ts';

/**
 * Gives refunds back through the processor on managed parts: the table's stream invokes the processor as
 * soon as a refund is written (filtered to new refund items), and a schedule invokes it every minute for any
 * pending refund the stream missed and any processing one whose invocation died. Each refund's moves are
 * conditional writes, so a replayed record or an overlapping sweep settles it once. Failed invocations land in
 * a dead-letter queue; the refunds themselves stay in the table for the next sweep.
 *
 * With the webhook consumer and the transfer pipe this is the stream's third reader; its filter keeps the
 * invocations to refunds only, and the sweep covers any record it is slow to read.
 */
export class RefundProcessor extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;

  constructor(scope: Construct, id: string, props: RefundProcessorProps) {
    super(scope, id);
    const consumer = streamConsumer(this, {
      table: props.table,
      entity: 'refund',
      handler: refundProcessorHandler,
      label: 'the refund processor',
      description: 'pay: gives refunds back through the processor and records the outcome with its webhook',
      roleDescription: 'Pay refund processor: reads and settles refunds and their transactions, writes their webhook events',
      needs: ['table:read', 'table:write'],
      providers: { table: props.table },
      // A sweep takes up to 25 refunds per status, each a few reads, a processor call and one transaction.
      timeout: Duration.minutes(2),
      deadLetterReason: 'This queue is itself the dead-letter queue of the refund processor (stream and schedule failures); the refunds stay in the table for the sweep.',
      sweepDescription: 'Pay refunds: pending refunds the stream missed, processing ones whose invocation died',
      sweepSchedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
    });
    this.function = consumer.function;
    this.deadLetterQueue = consumer.deadLetterQueue;
    this.sweepRule = consumer.sweepRule;
  }
}
