import { NotFoundError } from '../../lib/http/errors';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { timelineOf, type Timeline } from './checkout-log';

/**
 * `GET /transaction/timeline/{id_or_reference}`: the checkout's log as the pop-up sent it (`update_log`), in
 * Paystack's timeline shape (`checkout-log.ts`). A transaction whose checkout never logged answers an empty
 * timeline. Digits are tried as an id first, then as a reference; another merchant's transaction is "not found".
 */
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

export async function transactionTimeline(merchantId: string, idOrReference: string): Promise<Timeline> {
  const transaction = await ownTransaction(merchantId, idOrReference);
  return timelineOf(transaction.log, transaction.status === 'success');
}
