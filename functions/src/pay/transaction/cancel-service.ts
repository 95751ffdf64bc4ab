import { isConditionFailure } from '../../lib/db/condition-failure';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { merchantTransactionView } from './merchant-transaction-view';
import type { TransactionView } from './transaction-view';

export const cancelledResponse = 'Cancelled by the merchant';

async function merchantTransactionItem(merchantId: string, reference: string): Promise<TransactionItem> {
  const { data: claimed } = await TransactionReference.get({ merchantId, reference }).go({ consistent: true });
  const { data } = claimed ? await Transaction.get({ transactionId: claimed.transactionId }).go({ consistent: true }) : { data: null };
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Transaction reference not found');
  return data;
}

function refusal(transaction: TransactionItem): ConflictError | undefined {
  if (transaction.status === 'success') return new ConflictError('Transaction has already been paid: it cannot be cancelled');
  if (transaction.transferSentAt !== undefined) {
    return new ConflictError('The customer reported a bank transfer for this transaction, which is being confirmed: it cannot be cancelled');
  }
  return undefined;
}

/**
 * `POST /transaction/cancel/{reference}` (a Pay extension): the merchant closes an attempt it will not use, so
 * its access code can no longer be paid by any channel and is never resumed. One conditional write decides a
 * race with a charge: if the success landed first the cancel is a 409 (the merchant then treats the payment as
 * made), otherwise every later charge is refused. A transfer the customer says was sent may still arrive, so it
 * is not cancelled either. Cancelling again answers the cancelled transaction.
 */
export async function cancelTransaction(merchantId: string, reference: string): Promise<TransactionView> {
  const transaction = await merchantTransactionItem(merchantId, reference);
  if (transaction.cancelledAt !== undefined) return merchantTransactionView(transaction);
  const refused = refusal(transaction);
  if (refused) throw refused;
  const cancelledAt = new Date().toISOString();
  try {
    await Transaction.patch({ transactionId: transaction.transactionId })
      .set({ status: 'abandoned', cancelledAt, gatewayResponse: cancelledResponse })
      .remove(['cardStep', 'processorSession'])
      .where(({ status, transferSentAt }, { ne, notExists }) => `${ne(status, 'success')} AND ${notExists(transferSentAt)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await merchantTransactionItem(merchantId, reference);
    throw refusal(now) ?? error;
  }
  const { cardStep: _step, processorSession: _session, ...rest } = transaction;
  return merchantTransactionView({ ...rest, status: 'abandoned', cancelledAt, gatewayResponse: cancelledResponse });
}
