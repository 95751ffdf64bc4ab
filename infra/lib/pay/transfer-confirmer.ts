import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { testTransferDelayMs } from '../../../functions/src/pay/processor/test-processor';
import { entityField } from '../../../functions/src/lib/data/keys';
import { acknowledgeWildcardResources } from '../nag-acknowledge';
import { consumerFunction } from '../consumer-function';

export interface TransferConfirmerProps {
  /** Pay's table, with a stream that shows new images. */
  readonly table: ITable;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** The handler file, relative to `functions/src/`. */
export const transferConfirmerHandler = 'pay/payment/confirm-transfers.ts';

/** SQS delays a message at most 15 minutes; the test bank's documented wait must fit. */
const maxQueueDelaySeconds = 900;

/**
 * The durable timer that confirms reported bank transfers on the server. A `TransferConfirmation` is
 * written with the customer's "I have sent the money"; a pipe carries its stream record onto a delay queue
 * whose delay is the test bank's wait, and the queue hands it to the consumer when the wait is over. A
 * schedule sweeps the table every minute for any wait the pipe or the queue lost, so nothing depends on a
 * single message; the confirmation itself is conditional, so a transfer settles once however often it is
 * tried. Failed messages land in a dead-letter queue after five tries; the wait stays in the table.
 */
export class TransferConfirmer extends Construct {
  readonly function: NodejsFunction;
  readonly delayQueue: Queue;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;

  constructor(scope: Construct, id: string, props: TransferConfirmerProps) {
    super(scope, id);
    const label = 'the transfer confirmer';
    const delaySeconds = Math.ceil(testTransferDelayMs / 1000);
    if (delaySeconds > maxQueueDelaySeconds) throw new Error(`The test transfer wait (${delaySeconds} s) exceeds SQS's ${maxQueueDelaySeconds} s delay`);

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the transfer confirmer (queue and schedule failures); the waits stay in the table for the sweep.',
    });
    this.delayQueue = new Queue(this, 'Waits', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deliveryDelay: Duration.seconds(delaySeconds),
      // Longer than the consumer's timeout, so a message is not offered twice while it is being handled.
      visibilityTimeout: Duration.minutes(3),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });

    const { handler } = consumerFunction(this, {
      handler: transferConfirmerHandler,
      label,
      description: 'pay: confirms reported bank transfers once their wait is over',
      roleDescription: 'Pay transfer confirmer: reads and settles reported transfers, writes their webhook events',
      needs: ['table:read', 'table:write'],
      providers: { table: props.table },
      // A sweep confirms up to 25 transfers per mode, each a read, a processor call and one transaction.
      timeout: Duration.minutes(2),
    });
    this.function = handler;
    this.function.addEventSource(new SqsEventSource(this.delayQueue, { batchSize: 10, reportBatchItemFailures: true }));

    const table = props.table;
    const streamArn = table.tableStreamArn;
    if (streamArn === undefined) throw new Error('The transfer confirmer needs a table with a stream');
    const pipeRole = new Role(this, 'PipeRole', {
      assumedBy: new ServicePrincipal('pipes.amazonaws.com'),
      description: 'Pay transfer confirmer pipe: reads the table stream, sends reported transfers to the delay queue',
    });
    pipeRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], resources: [streamArn] }),
    );
    pipeRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
    acknowledgeWildcardResources(
      pipeRole,
      ['*'],
      'dynamodb:ListStreams cannot be limited to a resource; the stream read itself is granted on this table\'s stream only.',
    );
    this.delayQueue.grantSendMessages(pipeRole);
    new CfnPipe(this, 'Pipe', {
      description: 'Pay: each reported bank transfer onto the delay queue',
      roleArn: pipeRole.roleArn,
      source: streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: { startingPosition: 'LATEST', batchSize: 10, maximumRetryAttempts: 3 },
        filterCriteria: {
          filters: [{ pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { [entityField]: { S: ['transferConfirmation'] } } } }) }],
        },
      },
      target: this.delayQueue.queueArn,
    });

    this.sweepRule = new Rule(this, 'Sweep', {
      description: 'Pay transfers: reported transfers whose wait is over',
      schedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.function, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
    });
  }
}
