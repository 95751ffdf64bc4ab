import type { RemakeRequestItem } from '../db/remake-request';
import type { AdminRemakeRequest, RemakeRequest } from './contract';

/** A remake request as its customer sees it: the request and the decision, never who decided. */
export function toRemakeView(item: RemakeRequestItem): RemakeRequest {
  return {
    requestId: item.requestId,
    orderID: item.orderID,
    itemIndex: item.itemIndex,
    itemTitle: item.itemTitle,
    reason: item.reason,
    status: item.status,
    created_at: item.created_at,
    decidedAt: item.decidedAt ?? null,
    remakeOrderID: item.remakeOrderID ?? null,
    declineReason: item.declineReason ?? null,
    outcome: item.outcome ?? (item.status === 'accepted' ? 'remake' : item.status === 'declined' ? 'declined' : null),
    refundAmount: item.refundAmount ?? null,
    settlementNote: item.settlementNote ?? null,
  };
}

/** The back office's view adds whose request it is and both sets of measurements. */
export function toAdminRemakeView(item: RemakeRequestItem): AdminRemakeRequest {
  return {
    ...toRemakeView(item),
    userId: item.userId,
    orderedMeasurement: { ...item.orderedMeasurement },
    correctedMeasurement: item.correctedMeasurement ? { ...item.correctedMeasurement } : null,
  };
}
