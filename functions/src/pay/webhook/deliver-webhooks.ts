import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { deliveryDeps } from './delivery-deps';
import { deliverDueEvents, deliverEventsById } from './webhook-delivery';

/** ElectroDB's entity marker on every item it writes. */
const entityAttribute = '__edb_e__';

/** Ids of new webhook events in a stream batch (the event source's filter already keeps only those). */
export function newEventIds(event: DynamoDBStreamEvent): string[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const eventId = image?.eventId?.S;
    return record.eventName === 'INSERT' && image?.[entityAttribute]?.S === 'webhookEvent' && eventId ? [eventId] : [];
  });
}

/**
 * The webhook consumer. Pay's table stream calls it with each new event for the first attempt at once;
 * a schedule calls it every minute for retries that have come due (and anything a stream call missed).
 * Failed attempts are recorded on the event, not thrown, so only an outage makes the invocation fail.
 */
export async function handler(event: DynamoDBStreamEvent | ScheduledEvent): Promise<void> {
  if ('Records' in event) {
    const results = await deliverEventsById(newEventIds(event), deliveryDeps);
    logger.info('Webhook stream batch', { events: results.length, delivered: results.filter((result) => result === 'delivered').length });
    return;
  }
  const counts = await deliverDueEvents(deliveryDeps);
  logger.info('Webhook sweep', { ...counts });
}
