import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, type Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { entityField } from '../../functions/src/lib/data/keys';
import { acknowledgeWildcardResources } from './nag-acknowledge';
import { consumerFunction, type ConsumerFunctionProps } from './consumer-function';

export interface StreamConsumerProps extends ConsumerFunctionProps {
  /** The product's table, with a stream that shows new images. */
  readonly table: ITable;
  /**
   * The entity (its `__edb_e__` name) whose items invoke the consumer (`webhookEvent`, `refund`, `outboxMail`): new ones,
   * unless `eventNames` also takes changed ones; with `status`, only those whose new image has that status.
   */
  readonly entity: string;
  /** @default ['INSERT'] */
  readonly eventNames?: ReadonlyArray<'INSERT' | 'MODIFY'>;
  readonly status?: string;
  /** Why nothing consumes the dead-letter queue automatically (what stays behind for the sweep). */
  readonly deadLetterReason: string;
  readonly sweepDescription: string;
  readonly sweepSchedule: Schedule;
}

export interface StreamConsumer {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;
}

/**
 * A consumer of one entity's items in a table (Pay's webhook consumer, refund and payout processors, the Shop's
 * mail outbox): the table's stream, filtered to inserts (or changes) of that entity, invokes it at once, and a
 * schedule invokes it as a sweep for whatever the stream missed or a dead invocation left. The stream's and the schedule's failed invocations
 * land in a dead-letter queue; the items stay in the table for the next sweep.
 */
export function streamConsumer(scope: Construct, props: StreamConsumerProps): StreamConsumer {
  const deadLetterQueue = new Queue(scope, 'DeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(deadLetterQueue).acknowledge({ id: 'AwsSolutions-SQS3', reason: props.deadLetterReason });

  const { handler, role } = consumerFunction(scope, props);
  handler.addEventSource(
    new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 2,
      bisectBatchOnError: true,
      onFailure: new SqsDlq(deadLetterQueue),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or(...(props.eventNames ?? ['INSERT'])),
          dynamodb: {
            NewImage: {
              [entityField]: { S: FilterRule.isEqual(props.entity) },
              ...(props.status === undefined ? {} : { status: { S: FilterRule.isEqual(props.status) } }),
            },
          },
        }),
      ],
    }),
  );
  acknowledgeWildcardResources(
    role,
    ['*'],
    'dynamodb:ListStreams cannot be limited to a resource; the stream read itself is granted on this table\'s stream only.',
  );

  const sweepRule = new Rule(scope, 'Sweep', {
    description: props.sweepDescription,
    schedule: props.sweepSchedule,
    targets: [new LambdaFunction(handler, { deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
  });
  return { function: handler, deadLetterQueue, sweepRule };
}
