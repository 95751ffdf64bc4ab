import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../../lib/http/errors';
import { countMatches } from '../db/count-query';
import { Transaction } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { currentCustomers, withCurrentCustomer } from '../shared/customer-record';
import type { ListTransactionsQuery } from './contract';
import { viewWithRefunds } from './transaction-refunds';
import type { TransactionView } from './transaction-view';

/** A merchant sees only its own transactions: another merchant's id is "not found", like an unknown one. */
export async function merchantTransaction(merchantId: string, transactionId: number): Promise<TransactionView> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Transaction not found');
  return withCurrentCustomer(await viewWithRefunds(data), data);
}

export async function verifyTransaction(merchantId: string, reference: string): Promise<TransactionView> {
  const { data } = await TransactionReference.get({ merchantId, reference }).go({ consistent: true });
  if (!data) throw new NotFoundError('Transaction reference not found');
  return merchantTransaction(merchantId, data.transactionId);
}

export interface TransactionPage {
  data: TransactionView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/** Bounds that sort before and after every ISO time, so a range always stays inside the transactions' keys. */
const earliest = '0000';
const latest = '9999';

/**
 * A merchant's transactions newest first, from the by-merchant index (createdAt order), with the
 * `status`/`from`/`to` filters; paged by `perPage`/`page` with the totals merchants' libraries read. The
 * total is a key-only count; items are read only up to the requested page.
 */
export async function listTransactions(merchantId: string, query: ListTransactionsQuery): Promise<TransactionPage> {
  const from = query.from ? new Date(query.from).toISOString() : earliest;
  const to = query.to ? new Date(query.to).toISOString() : latest;
  const ranged = Transaction.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const status = query.status;
  const filtered = status ? ranged.where((attributes, { eq }) => eq(attributes.status, status)) : ranged;
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'transaction'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  const page = data.slice(skipped, skipped + query.perPage);
  const customerOf = await currentCustomers(page);
  return {
    data: await Promise.all(page.map(async (transaction) => ({ ...(await viewWithRefunds(transaction)), customer: customerOf(transaction) }))),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
