import { NotFoundError } from '../../lib/http/errors';
import { Transaction, type TransactionItem } from '../db/transaction';

export async function transactionById(transactionId: number): Promise<TransactionItem> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Transaction not found');
  return data;
}

/** The transaction an access code opens, read consistently from its item. */
export async function transactionByAccessCode(accessCode: string): Promise<TransactionItem> {
  const { data } = await Transaction.query.byAccessCode({ accessCode }).go({ limit: 1 });
  const found = data[0];
  if (!found) throw new NotFoundError('Transaction not found');
  return transactionById(found.transactionId);
}
