import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { OutboxMail } from '../db/outbox-mail';
import { streamItemIds } from '../../lib/stream/queued-items';
import { outboxMailSelection } from './outbox-stream';

function record(eventName: DynamoDBRecord['eventName'], image: Record<string, AttributeValue>): DynamoDBRecord {
  return { eventName, dynamodb: { NewImage: image } };
}

describe('mail outbox stream records', () => {
  test('It should name the entity the outbox items are stored as', () => {
    expect(OutboxMail.create({ mailId: 'A.paid', to: 'a@example.com', subject: 's', text: 't', html: 'h', dueAt: 'd', created_at: 'c' }).params().Item).toMatchObject({ __edb_e__: outboxMailSelection.entity });
  });

  test('It should take the ids of newly queued mails only', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('INSERT', { __edb_e__: { S: 'outboxMail' }, mailId: { S: 'ABCDEFGHJK.paid' } }),
        record('MODIFY', { __edb_e__: { S: 'outboxMail' }, mailId: { S: 'ABCDEFGHJK.placed' } }),
        record('INSERT', { __edb_e__: { S: 'notification' }, mailId: { S: 'ABCDEFGHJK.status.2' } }),
        record('INSERT', { __edb_e__: { S: 'outboxMail' } }),
        record('INSERT', { __edb_e__: { S: 'outboxMail' }, mailId: { S: 'ABCDEFGHJK.cancelled' } }),
      ],
    };
    expect(streamItemIds(event, outboxMailSelection, (mailId) => mailId)).toEqual(['ABCDEFGHJK.paid', 'ABCDEFGHJK.cancelled']);
  });
});
