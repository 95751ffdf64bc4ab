import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { entityField } from '../data/keys';
import { logger } from '../http/logger';

/**
 * Which stream records hand an item over to its processor: the item's entity, its id attribute, the record kinds
 * that count and, when the item waits in one status only after a change (a transfer queued by `finalize_transfer`),
 * that status. The CDK stream filter (`infra/lib/stream-consumer.ts`) says the same.
 */
export interface StreamSelection {
  entity: string;
  idAttribute: string;
  eventNames: ReadonlyArray<'INSERT' | 'MODIFY'>;
  status?: string;
}

/**
 * The ids of the items a stream batch hands over (the event source's filter already keeps only those), as
 * `parseId` reads the id attribute (string or number); an id it refuses is skipped.
 */
export function streamItemIds<Id>(event: DynamoDBStreamEvent, selection: StreamSelection, parseId: (raw: string) => Id | undefined): Id[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const raw = image?.[selection.idAttribute]?.S ?? image?.[selection.idAttribute]?.N;
    const kind = record.eventName === 'INSERT' || record.eventName === 'MODIFY' ? record.eventName : undefined;
    if (kind === undefined || !selection.eventNames.includes(kind) || image?.[entityField]?.S !== selection.entity) return [];
    if (selection.status !== undefined && image.status?.S !== selection.status) return [];
    const id = raw === undefined ? undefined : parseId(raw);
    return id === undefined ? [] : [id];
  });
}

/** A numeric id (Pay's refunds and transfers): a positive safe integer, or none. */
export function positiveIntegerId(raw: string): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A processor of queued items (Pay's refunds and payouts, the Shop's mail outbox): `processOne` takes one item
 * through its conditional moves and may run any number of times; `sweep` takes every item due (one the stream
 * missed, one whose consumer died).
 */
export interface QueuedItemProcessor<Outcome extends string, Id> {
  /** In its logs: `Refund`, `Transfer`, `Mail outbox`. */
  label: string;
  selection: StreamSelection;
  parseId: (raw: string) => Id | undefined;
  processOne(id: Id): Promise<Outcome>;
  sweep(): Promise<Record<Outcome, number>>;
}

/**
 * The Lambda handler of a queued-item processor: its table's stream calls it with the items handed over, a
 * schedule calls it as a sweep. Every move is conditional, so replays and overlaps settle each item once;
 * only an outage fails the invocation (the stream then retries, and the item stays in the table for the sweep).
 */
export function queuedItemHandler<Outcome extends string, Id>(processor: QueuedItemProcessor<Outcome, Id>) {
  return async (event: DynamoDBStreamEvent | ScheduledEvent): Promise<void> => {
    if ('Records' in event) {
      const outcomes: Outcome[] = [];
      for (const id of streamItemIds(event, processor.selection, processor.parseId)) outcomes.push(await processor.processOne(id));
      logger.info(`${processor.label} stream batch`, { items: outcomes.length, outcomes });
      return;
    }
    logger.info(`${processor.label} sweep`, { ...(await processor.sweep()) });
  };
}
