import type { DynamoDBStreamEvent } from 'aws-lambda';
import { positiveIntegerId, streamItemIds, type StreamSelection } from '../../lib/stream/queued-items';

/** A refund is handed to the processor when it is written (always `pending`). */
export const refundSelection: StreamSelection = { entity: 'refund', idAttribute: 'refundId', eventNames: ['INSERT'] };

/** Ids of new refunds in a stream batch (the event source's filter already keeps only those). */
export function newRefundIds(event: DynamoDBStreamEvent): number[] {
  return streamItemIds(event, refundSelection, positiveIntegerId);
}
