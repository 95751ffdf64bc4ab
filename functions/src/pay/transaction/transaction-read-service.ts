import { NotFoundError } from '../../lib/http/errors';
import { Transaction } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import type { ProcessorMode } from '../processor/processor-mode';
import { currentCustomers } from '../shared/customer-record';
import type { TransactionFilters } from './list-contract';
import { figuresOf, merchantTransactionsQuery } from './transaction-query';
import { merchantTransactionView } from './merchant-transaction-view';
import { successfulVolume } from './transaction-totals';
import type { TransactionView } from './transaction-view';

/** Paystack's code for a transaction that is not this merchant's (or does not exist). */
const transactionNotFound = { code: 'transaction_not_found', nextStep: "Ensure that you're passing the reference or id of a transaction that exists on this integration" };

/**
 * A merchant sees only its own transactions: another merchant's id is "not found", like an unknown one; so is
 * one of the other mode when the call has a mode (a live key never sees a test payment: `transaction-query.ts`).
 */
export async function merchantTransaction(merchantId: string, transactionId: number, mode?: ProcessorMode): Promise<TransactionView> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId || (mode !== undefined && (data.domain ?? 'test') !== mode)) throw new NotFoundError('Transaction not found', transactionNotFound);
  return merchantTransactionView(data);
}

export async function verifyTransaction(merchantId: string, reference: string, mode: ProcessorMode): Promise<TransactionView> {
  const { data } = await TransactionReference.get({ merchantId, reference }).go({ consistent: true });
  if (!data) throw new NotFoundError('Transaction reference not found', transactionNotFound);
  return merchantTransaction(merchantId, data.transactionId, mode);
}

export interface TransactionPage {
  data: TransactionView[];
  meta: { total: number; total_volume: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/**
 * A merchant's transactions newest first with Paystack's filters (`transaction-query.ts`), paged by
 * `perPage`/`page`, with the totals merchants' libraries read: `total` counts the matches and `total_volume`
 * adds up the amounts of the successful ones (kobo), both from one read of only those fields; whole items are
 * read only up to the requested page. The dashboard's search adds its filters (`TransactionFilters`).
 */
export async function listTransactions(merchantId: string, query: TransactionFilters & { perPage: number; page: number }, mode?: ProcessorMode): Promise<TransactionPage> {
  const filtered = merchantTransactionsQuery(merchantId, query, mode);
  const skipped = (query.page - 1) * query.perPage;
  const [figures, { data }] = await Promise.all([
    figuresOf(merchantId, query, mode),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  const total = figures.length;
  const page = data.slice(skipped, skipped + query.perPage);
  const customerOf = await currentCustomers(page);
  return {
    data: await Promise.all(page.map((transaction) => merchantTransactionView(transaction, { customer: customerOf(transaction) }))),
    meta: { total, total_volume: successfulVolume(figures), skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
