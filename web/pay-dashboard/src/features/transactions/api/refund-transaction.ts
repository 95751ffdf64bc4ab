import { staffCall } from '../../../lib/staff-api';
import type { RefundSummary } from './transaction-types';

export interface RefundRequest {
  /** Kobo; absent refunds what is left. */
  amount?: number;
  reason?: string;
}

/** `POST /dashboard/api/transactions/{id}/refund`: a full or partial refund, with the API's messages when refused. */
export async function refundTransaction(id: string, body: RefundRequest): Promise<RefundSummary> {
  return (await staffCall<RefundSummary>('POST', `/transactions/${encodeURIComponent(id)}/refund`, { body })).data;
}
