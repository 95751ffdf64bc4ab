import { NotFoundError } from '../../lib/http/errors';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';

/**
 * `GET /transaction/timeline/{id_or_reference}`: the checkout's log as the pop-up sent it (`update_log`), in
 * Paystack's timeline shape. A transaction whose checkout never logged answers an empty timeline. Digits are
 * tried as an id first, then as a reference; another merchant's transaction is "not found".
 */
export interface Timeline {
  start_time: number | null;
  time_spent: number;
  attempts: number;
  errors: number;
  success: boolean;
  mobile: boolean;
  input: unknown[];
  history: Array<{ type: string; message: string; time: number }>;
}

async function ownTransaction(merchantId: string, idOrReference: string): Promise<TransactionItem> {
  if (/^\d{1,16}$/.test(idOrReference)) {
    const { data } = await Transaction.get({ transactionId: Number(idOrReference) }).go({ consistent: true });
    if (data && data.merchantId === merchantId) return data;
  }
  const { data: byReference } = await TransactionReference.get({ merchantId, reference: idOrReference }).go({ consistent: true });
  if (byReference) {
    const { data } = await Transaction.get({ transactionId: byReference.transactionId }).go({ consistent: true });
    if (data && data.merchantId === merchantId) return data;
  }
  throw new NotFoundError('Transaction not found');
}

const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Pure: the timeline of a stored log (any JSON the script sent); unknown or missing fields get defaults. */
export function timelineOf(log: string | undefined, succeeded: boolean): Timeline {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = log ? JSON.parse(log) : {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const history = Array.isArray(parsed.history)
    ? parsed.history.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { type, message, time } = entry as Record<string, unknown>;
        return [{ type: typeof type === 'string' ? type : 'action', message: typeof message === 'string' ? message : '', time: number(time, 0) }];
      })
    : [];
  return {
    start_time: typeof parsed.start_time === 'number' ? parsed.start_time : null,
    time_spent: number(parsed.time_spent, 0),
    attempts: number(parsed.attempts, 0),
    errors: number(parsed.errors, 0),
    success: typeof parsed.success === 'boolean' ? parsed.success : succeeded,
    mobile: parsed.mobile === true,
    input: Array.isArray(parsed.input) ? parsed.input : [],
    history,
  };
}

export async function transactionTimeline(merchantId: string, idOrReference: string): Promise<Timeline> {
  const transaction = await ownTransaction(merchantId, idOrReference);
  return timelineOf(transaction.log, transaction.status === 'success');
}
