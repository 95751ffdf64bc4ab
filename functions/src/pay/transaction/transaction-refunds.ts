import { Refund } from '../db/refund';
import type { TransactionItem } from '../db/transaction';
import { withSplitFields } from '../split/transaction-shares';
import { transactionView, type RefundSummary, type TransactionView } from './transaction-view';

/**
 * A transaction's refunds, oldest first. Only a transaction that was ever refunded has `refundReserved`,
 * so every other transaction is answered without a query.
 */
export async function refundsOf(transaction: TransactionItem): Promise<RefundSummary[]> {
  if (transaction.refundReserved === undefined) return [];
  const { data } = await Refund.query.byTransaction({ transactionId: transaction.transactionId }).go({ order: 'asc', pages: 'all' });
  return data.map((refund) => ({ id: refund.refundId, amount: refund.amount, status: refund.status, createdAt: refund.createdAt }));
}

/** What verify, fetch and list answer for a transaction: its view with its refunds and its subaccount or split. */
export async function viewWithRefunds(transaction: TransactionItem): Promise<TransactionView> {
  return withSplitFields(transactionView(transaction, await refundsOf(transaction)), transaction);
}
