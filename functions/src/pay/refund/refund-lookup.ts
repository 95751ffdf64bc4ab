import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { asTransactionId } from './contract';

/** The merchant's transaction named by id or reference; another merchant's is "not found", like an unknown one. */
export async function merchantTransactionByIdentifier(merchantId: string, identifier: string): Promise<TransactionItem | undefined> {
  const id = asTransactionId(identifier);
  if (id !== undefined) {
    const { data } = await Transaction.get({ transactionId: id }).go({ consistent: true });
    if (data?.merchantId === merchantId) return data;
  }
  const { data: claimed } = await TransactionReference.get({ merchantId, reference: identifier }).go({ consistent: true });
  if (!claimed) return undefined;
  const { data } = await Transaction.get({ transactionId: claimed.transactionId }).go({ consistent: true });
  return data?.merchantId === merchantId ? data : undefined;
}
