import type { DynamoDBStreamEvent } from 'aws-lambda';
import { entityAttribute } from '../webhook/stream-records';

/** Ids of new refunds in a stream batch (the event source's filter already keeps only those). */
export function newRefundIds(event: DynamoDBStreamEvent): number[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const id = Number(image?.refundId?.N);
    return record.eventName === 'INSERT' && image?.[entityAttribute]?.S === 'refund' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
  });
}
