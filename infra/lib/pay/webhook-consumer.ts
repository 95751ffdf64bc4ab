import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type Rule, Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamConsumer } from '../stream-consumer';

export interface WebhookConsumerProps {
  /** Pay's table, with a stream that shows new images. */
  readonly table: ITable;
  readonly masterKey: ISecret;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** The handler file, relative to `functions/src/`. */
export const webhookConsumerHandler = 'pay/webhook/deliver-webhooks.ts';


/**
 * Delivers Pay's webhook outbox on managed parts: the table's stream invokes the consumer as soon as a
 * webhook event is written (the first attempt), and a schedule invokes it every minute for retries that
 * have come due. An invocation fails only in an outage (a failed delivery is recorded on the event); the
 * stream's and the schedule's failed invocations land in a dead-letter queue, and the events themselves
 * stay in the table, so the next sweep picks them up again.
 */
export class WebhookConsumer extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;

  constructor(scope: Construct, id: string, props: WebhookConsumerProps) {
    super(scope, id);
    const consumer = streamConsumer(this, {
      table: props.table,
      entity: 'webhookEvent',
      handler: webhookConsumerHandler,
      label: 'the webhook consumer',
      description: 'pay: delivers signed webhooks from the outbox, with retries',
      roleDescription: 'Pay webhook consumer: reads and updates webhook events and merchants, opens sealed keys',
      needs: ['table:read', 'table:write', 'secret:pay-master'],
      providers: { table: props.table, payMasterKey: props.masterKey },
      // A sweep sends up to 100 events, 10 at a time, each with a 10 s timeout.
      timeout: Duration.minutes(2),
      deadLetterReason: 'This queue is itself the dead-letter queue of the webhook consumer (stream and schedule failures); nothing consumes it automatically.',
      sweepDescription: 'Pay webhooks: retries that have come due',
      sweepSchedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
    });
    this.function = consumer.function;
    this.deadLetterQueue = consumer.deadLetterQueue;
    this.sweepRule = consumer.sweepRule;
  }
}
