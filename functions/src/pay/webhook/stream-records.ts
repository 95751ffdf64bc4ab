import type { DynamoDBStreamEvent } from 'aws-lambda';

/** The entity marker on every item the data layer (`lib/data`) writes; the CDK stream filter matches the same attribute. */
export const entityAttribute = '__edb_e__';

/** Ids of new webhook events in a stream batch (the event source's filter already keeps only those). */
export function newEventIds(event: DynamoDBStreamEvent): string[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const eventId = image?.eventId?.S;
    return record.eventName === 'INSERT' && image?.[entityAttribute]?.S === 'webhookEvent' && eventId ? [eventId] : [];
  });
}
