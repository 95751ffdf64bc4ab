import { Refund } from '../db/refund';
import type { TransactionItem } from '../db/transaction';
import { customerByEmail, transactionCustomerView, type TransactionCustomer } from '../shared/customer-record';
import { withSplitFields, type SplitParties } from '../split/transaction-shares';
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

/** What the caller already read, so the serializer need not read it again. */
export interface KnownTransactionParts {
  /** The transaction's customer as it is now (a list reads all its customers in one batch). */
  customer?: TransactionCustomer | undefined;
  /** Its subaccount or split as they are now (settlement read them to compute the shares). */
  parties?: SplitParties | undefined;
}

/**
 * THE serializer of a transaction for merchants: verify, fetch, list, cancel, charge_authorization and the
 * charge webhooks all answer this, so a field is never `{}` in one answer and filled in another. It is the
 * synchronous `transactionView` with what needs a read: the refunds, the customer as it is now and the
 * `subaccount` / `split` objects (Paystack's `{}` only when the transaction names neither).
 */
export async function merchantTransactionView(transaction: TransactionItem, known: KnownTransactionParts = {}): Promise<TransactionView> {
  const [refunds, customer] = await Promise.all([
    refundsOf(transaction),
    known.customer ?? customerByEmail(transaction.merchantId, transaction.email).then((found) => transactionCustomerView(transaction, found)),
  ]);
  return withSplitFields({ ...transactionView(transaction, refunds), customer }, transaction, known.parties);
}
