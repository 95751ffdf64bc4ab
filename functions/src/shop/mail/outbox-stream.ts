import type { DynamoDBStreamEvent } from 'aws-lambda';
import { entityField } from '../../lib/data/keys';
import type { Need } from '../../lib/http/route-entry';

/** The entity name of a queued mail (`OutboxMail`'s model); the CDK stream filter matches the same. */
export const outboxMailEntity = 'outboxMail';

/** What the consumer reads and writes, granted in AWS and given locally from this one list (as a route's needs). */
export const mailOutboxNeeds: readonly Need[] = ['table:read', 'table:write', 'mail:send'];

/** The ids of the mails a stream batch queued (the event source's filter already keeps only those). */
export function queuedMailIds(event: DynamoDBStreamEvent): string[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const mailId = image?.mailId?.S;
    return record.eventName === 'INSERT' && image?.[entityField]?.S === outboxMailEntity && mailId ? [mailId] : [];
  });
}
