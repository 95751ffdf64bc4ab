import type { DynamoDBStreamEvent } from 'aws-lambda';
import { entityField } from '../../lib/data/keys';

/** Ids of new webhook events in a stream batch (the event source's filter already keeps only those). */
export function newEventIds(event: DynamoDBStreamEvent): string[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const eventId = image?.eventId?.S;
    return record.eventName === 'INSERT' && image?.[entityField]?.S === 'webhookEvent' && eventId ? [eventId] : [];
  });
}
