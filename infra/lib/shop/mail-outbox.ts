import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { mailOutboxNeeds, outboxMailSelection } from '../../../functions/src/shop/mail/outbox-stream';
import { streamConsumer, type StreamConsumer } from '../stream-consumer';

export interface MailOutboxProps {
  /** The Shop's table, with a stream that shows new images. */
  readonly table: ITable;
  /** The verified sender (`MAIL_FROM`); IAM limits the consumer's `ses:SendEmail` to it. */
  readonly mailFrom: string;
  /** @default rate(1 minute) */
  readonly sweepSchedule?: Schedule;
}

/** The handler file, relative to `functions/src/`. */
export const mailOutboxHandler = 'shop/mail/send-outbox-mails.ts';

/**
 * Sends the Shop's order e-mails on managed parts: an order change writes its mail into the table in its own
 * transaction, the table's stream invokes the consumer at once, and a schedule invokes it every minute for mails
 * waiting for their next try. The routes themselves never call SES. Failed invocations land in a dead-letter
 * queue; the mails stay in the table for the next sweep.
 */
export class MailOutbox extends Construct {
  /** The consumer function, its dead-letter queue and its sweep rule. */
  readonly consumer: StreamConsumer;

  constructor(scope: Construct, id: string, props: MailOutboxProps) {
    super(scope, id);
    this.consumer = streamConsumer(this, {
      table: props.table,
      entity: outboxMailSelection.entity,
      handler: mailOutboxHandler,
      service: 'shop',
      label: 'the mail outbox consumer',
      description: 'shop: sends the order e-mails queued in the table, with retries',
      roleDescription: 'Shop mail outbox consumer: reads, holds and deletes queued e-mails, sends them from the Shop sender',
      needs: mailOutboxNeeds,
      providers: { table: props.table, mailFrom: props.mailFrom },
      // A sweep sends up to 50 mails, one SES call each.
      timeout: Duration.minutes(1),
      deadLetterReason: 'This queue is itself the dead-letter queue of the mail outbox consumer (stream and schedule failures); the mails stay in the table for the sweep.',
      sweepDescription: 'Shop e-mails: queued mails the stream missed, retries that have come due',
      sweepSchedule: props.sweepSchedule ?? Schedule.rate(Duration.minutes(1)),
    });
  }
}
