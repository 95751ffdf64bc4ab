import { staffCall } from '../../../lib/staff-api';
import type { CreatedTransfer } from './transfer-types';

export interface TransferRequest {
  recipient: string;
  /** Kobo (text the page could not read goes as typed, for the API to name). */
  amount: number | string;
  reason?: string;
}

/**
 * `POST /dashboard/api/transfers` (owners): a payout from the balance. `idempotencyKey` is the submitted form's,
 * so sending the same form again (a retry after a lost answer) finds the same transfer rather than paying twice.
 */
export async function createTransfer(body: TransferRequest, idempotencyKey: string): Promise<{ transfer: CreatedTransfer; message: string }> {
  const answer = await staffCall<CreatedTransfer>('POST', '/transfers', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return { transfer: answer.data, message: answer.message };
}
