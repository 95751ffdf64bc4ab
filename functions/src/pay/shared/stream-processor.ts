import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { entityAttribute } from '../webhook/stream-records';

/**
 * Which stream records hand an item over to its processor: the item's entity, its numeric id attribute, the
 * record kinds that count and, when the item waits in one status only after a change (a transfer queued by
 * `finalize_transfer`), that status. The CDK stream filter (`infra/lib/pay/stream-consumer.ts`) says the same.
 */
export interface StreamSelection {
  entity: string;
  idAttribute: string;
  eventNames: ReadonlyArray<'INSERT' | 'MODIFY'>;
  status?: string;
}

/** The ids of the items a stream batch hands over (the event source's filter already keeps only those). */
export function streamItemIds(event: DynamoDBStreamEvent, selection: StreamSelection): number[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const id = Number(image?.[selection.idAttribute]?.N);
    const kind = record.eventName === 'INSERT' || record.eventName === 'MODIFY' ? record.eventName : undefined;
    if (kind === undefined || !selection.eventNames.includes(kind) || image?.[entityAttribute]?.S !== selection.entity) return [];
    if (selection.status !== undefined && image.status?.S !== selection.status) return [];
    return Number.isSafeInteger(id) && id > 0 ? [id] : [];
  });
}

/**
 * A processor of queued items (refunds, payouts): `processOne` takes one item through its conditional moves
 * and may run any number of times; `sweep` takes every item due (one the stream missed, one whose consumer died).
 */
export interface QueuedItemProcessor<Outcome extends string> {
  /** In its logs: `Refund`, `Transfer`. */
  label: string;
  selection: StreamSelection;
  processOne(id: number): Promise<Outcome>;
  sweep(): Promise<Record<Outcome, number>>;
}

/**
 * The Lambda handler of a queued-item processor: Pay's table stream calls it with the items handed over, a
 * schedule calls it as a sweep. Every move is conditional, so replays and overlaps settle each item once;
 * only an outage fails the invocation (the stream then retries, and the item stays in the table for the sweep).
 */
export function queuedItemHandler<Outcome extends string>(processor: QueuedItemProcessor<Outcome>) {
  return async (event: DynamoDBStreamEvent | ScheduledEvent): Promise<void> => {
    if ('Records' in event) {
      const outcomes: Outcome[] = [];
      for (const id of streamItemIds(event, processor.selection)) outcomes.push(await processor.processOne(id));
      logger.info(`${processor.label} stream batch`, { items: outcomes.length, outcomes });
      return;
    }
    logger.info(`${processor.label} sweep`, { ...(await processor.sweep()) });
  };
}
