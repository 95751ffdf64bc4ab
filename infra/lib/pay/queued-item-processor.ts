import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type Rule, Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StreamSelection } from '../../../functions/src/lib/stream/queued-items';
import { streamConsumer } from '../stream-consumer';

export interface QueuedItemProcessorProps {
  /** Pay's table, with a stream that shows new images. */
  readonly table: ITable;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** What one kind of queued item (refunds, payouts) needs said about its processor. */
export interface QueuedItemKind {
  /** The stream records that hand an item over (the handler reads the same selection). */
  readonly selection: StreamSelection;
  /** The handler file, relative to `functions/src/`. */
  readonly handler: string;
  readonly label: string;
  readonly description: string;
  readonly roleDescription: string;
  readonly deadLetterReason: string;
  readonly sweepDescription: string;
}

/**
 * A processor of queued items in Pay's table (refunds, payouts) on managed parts: the table's stream invokes
 * it as soon as an item is handed over (filtered to those records), and a schedule invokes it every minute for
 * any item the stream missed and any processing one whose invocation died. Each item's moves are conditional
 * writes, so a replayed record or an overlapping sweep settles it once. Failed invocations land in a
 * dead-letter queue; the items themselves stay in the table for the next sweep.
 */
export class QueuedItemProcessor extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;

  constructor(scope: Construct, id: string, props: QueuedItemProcessorProps, kind: QueuedItemKind) {
    super(scope, id);
    const consumer = streamConsumer(this, {
      table: props.table,
      entity: kind.selection.entity,
      eventNames: kind.selection.eventNames,
      ...(kind.selection.status === undefined ? {} : { status: kind.selection.status }),
      handler: kind.handler,
      label: kind.label,
      description: kind.description,
      roleDescription: kind.roleDescription,
      needs: ['table:read', 'table:write'],
      providers: { table: props.table },
      // A sweep takes up to 25 items per status, each a few reads, a processor call and one transaction.
      timeout: Duration.minutes(2),
      deadLetterReason: kind.deadLetterReason,
      sweepDescription: kind.sweepDescription,
      sweepSchedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
    });
    this.function = consumer.function;
    this.deadLetterQueue = consumer.deadLetterQueue;
    this.sweepRule = consumer.sweepRule;
  }
}
