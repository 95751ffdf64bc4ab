import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newEventIds } from './stream-records';

function record(eventName: DynamoDBRecord['eventName'], entity: string, eventId?: string): DynamoDBRecord {
  return {
    eventName,
    dynamodb: { NewImage: { __edb_e__: { S: entity }, ...(eventId === undefined ? {} : { eventId: { S: eventId } }) } },
  };
}

describe('stream records', () => {
  test('It should pick the ids of newly written webhook events only', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('INSERT', 'webhookEvent', 'e1'),
        record('MODIFY', 'webhookEvent', 'e2'),
        record('INSERT', 'transaction', 'e3'),
        record('INSERT', 'webhookEvent'),
        record('INSERT', 'webhookEvent', 'e4'),
      ],
    };
    expect(newEventIds(event)).toEqual(['e1', 'e4']);
  });
});
