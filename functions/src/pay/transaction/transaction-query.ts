import { Transaction, type TransactionItem } from '../db/transaction';
import type { ProcessorMode } from '../processor/processor-mode';
import { createdRange } from '../shared/paging';
import type { TransactionFilters } from './list-contract';

/**
 * A merchant's transactions newest first from the by-merchant index (createdAt order), `from`/`to` as the key
 * range and every other filter of Paystack's list (`status`, `customer` id, `amount`, `channel`, `currency`)
 * and of the dashboard's search (a part of `reference` or `email`, `amountMin`/`amountMax`) as a filter within
 * it. Shared by the list, the export, the totals and the dashboard. `mode` keeps the answer to one mode's
 * transactions (the API's `domain`; items older than modes are test): a live key never sees test payments.
 * Absent, every mode (the dashboard, which has no mode switch yet).
 */
export function merchantTransactionsQuery(merchantId: string, filters: TransactionFilters, mode?: ProcessorMode) {
  const { from, to } = createdRange(filters);
  const ranged = Transaction.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const { status, customer, amount, reference, email, amountMin, amountMax } = filters;
  const channel: string | undefined = filters.channel;
  const currency: string | undefined = filters.currency;
  const given = [status, customer, amount, channel, currency, reference, email, amountMin, amountMax, mode].some((value) => value !== undefined);
  if (!given) return ranged;
  return ranged.where((attributes, { eq, gte, lte, contains, notExists }) =>
    [
      mode === 'live' ? eq(attributes.domain, 'live') : '',
      mode === 'test' ? `(${notExists(attributes.domain)} OR ${eq(attributes.domain, 'test')})` : '',
      status !== undefined ? eq(attributes.status, status) : '',
      customer !== undefined ? eq(attributes.customerId, customer) : '',
      amount !== undefined ? eq(attributes.amount, amount) : '',
      channel !== undefined ? eq(attributes.channel, channel) : '',
      currency !== undefined ? eq(attributes.currency, currency) : '',
      reference !== undefined ? contains(attributes.reference, reference) : '',
      email !== undefined ? contains(attributes.email, email) : '',
      amountMin !== undefined ? gte(attributes.amount, amountMin) : '',
      amountMax !== undefined ? lte(attributes.amount, amountMax) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/** What the totals, `meta.total_volume` and the dashboard's overview add up: only the fields they need are read. */
export type TransactionFigures = Pick<TransactionItem, 'amount' | 'currency' | 'status' | 'fees' | 'refundedAmount' | 'customerId' | 'createdAt'>;

export async function figuresOf(merchantId: string, filters: TransactionFilters, mode?: ProcessorMode): Promise<TransactionFigures[]> {
  const { data } = await merchantTransactionsQuery(merchantId, filters, mode).go({
    pages: 'all',
    attributes: ['amount', 'currency', 'status', 'fees', 'refundedAmount', 'customerId', 'createdAt'],
  });
  return data;
}
