import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newRefundIds } from './refund-stream';

function record(eventName: DynamoDBRecord['eventName'], image: Record<string, AttributeValue>): DynamoDBRecord {
  return { eventName, dynamodb: { NewImage: image } };
}

describe('refund stream records', () => {
  test('It should take the ids of new refunds only', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('INSERT', { __edb_e__: { S: 'refund' }, refundId: { N: '1000000042' } }),
        record('MODIFY', { __edb_e__: { S: 'refund' }, refundId: { N: '1000000043' } }),
        record('INSERT', { __edb_e__: { S: 'webhookEvent' }, refundId: { N: '1000000044' } }),
        record('INSERT', { __edb_e__: { S: 'refund' }, refundId: { N: 'x' } }),
        record('INSERT', { __edb_e__: { S: 'refund' }, refundId: { N: '1000000045' } }),
      ],
    };
    expect(newRefundIds(event)).toEqual([1000000042, 1000000045]);
  });
});
