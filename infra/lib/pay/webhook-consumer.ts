import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { entityAttribute } from '../../../functions/src/pay/webhook/stream-records';
import { acknowledgeWildcardResources } from '../nag-acknowledge';
import { consumerFunction } from './consumer-function';

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
    const label = 'the webhook consumer';

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the webhook consumer (stream and schedule failures); nothing consumes it automatically.',
    });

    const { handler, role } = consumerFunction(this, {
      handler: webhookConsumerHandler,
      label,
      description: 'pay: delivers signed webhooks from the outbox, with retries',
      roleDescription: 'Pay webhook consumer: reads and updates webhook events and merchants, opens sealed keys',
      needs: ['table:read', 'table:write', 'secret:pay-master'],
      providers: { table: props.table, payMasterKey: props.masterKey },
      // A sweep sends up to 100 events, 10 at a time, each with a 10 s timeout.
      timeout: Duration.minutes(2),
    });
    this.function = handler;

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 2,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { [entityAttribute]: { S: FilterRule.isEqual('webhookEvent') } } },
          }),
        ],
      }),
    );
    acknowledgeWildcardResources(
      role,
      ['*'],
      'dynamodb:ListStreams cannot be limited to a resource; the stream read itself is granted on this table\'s stream only.',
    );

    this.sweepRule = new Rule(this, 'Sweep', {
      description: 'Pay webhooks: retries that have come due',
      schedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.function, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
    });
  }
}
