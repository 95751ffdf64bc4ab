import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { consumerFunction } from '../consumer-function';

export interface RenewalSchedulerProps {
  /** Pay's table (subscriptions, invoices, transactions, webhook events). */
  readonly table: ITable;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** The handler file, relative to `functions/src/`. */
export const renewalSweepHandler = 'pay/subscription/process-renewals.ts';

/**
 * Charges subscriptions when they fall due: an EventBridge rule invokes the renewal sweep every minute, which
 * finds due subscriptions through the table's `byDue` index (no scan) and renews each under a lease with
 * conditional writes (functions/src/pay/subscription/renewal-service.ts). The schedule lives in the table, so
 * nothing is lost between invocations; a failed invocation lands in a dead-letter queue, and the subscriptions
 * stay due for the next minute's sweep.
 */
export class RenewalScheduler extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly sweepRule: Rule;

  constructor(scope: Construct, id: string, props: RenewalSchedulerProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the renewal sweep; the subscriptions stay due in the table for the next sweep.',
    });
    const { handler } = consumerFunction(this, {
      handler: renewalSweepHandler,
      label: 'the renewal sweep',
      description: 'pay: charges due subscription renewals and records each invoice with its webhooks',
      roleDescription: 'Pay renewal sweep: reads due subscriptions, writes invoices, transactions and their webhook events',
      needs: ['table:read', 'table:write'],
      providers: { table: props.table },
      // A sweep takes up to 25 subscriptions, each a few reads, a processor call and two or three transactions.
      timeout: Duration.minutes(2),
    });
    this.function = handler;
    this.sweepRule = new Rule(this, 'Sweep', {
      description: 'Pay subscriptions: renewals due now',
      schedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(handler, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
    });
  }
}
