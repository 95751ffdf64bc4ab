import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { deliveryDeps } from './delivery-deps';
import { newEventIds } from './stream-records';
import { deliverDueEvents, deliverEventsById } from './webhook-delivery';

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
