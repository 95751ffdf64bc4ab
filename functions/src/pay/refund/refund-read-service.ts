import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../../lib/http/errors';
import { countMatches } from '../db/count-query';
import { Refund } from '../db/refund';
import { createdRange } from '../shared/paging';
import type { ListRefundsQuery } from './contract';
import { merchantTransactionByIdentifier } from './refund-lookup';
import { refundView, type RefundView } from './refund-view';

/** `GET /refund/{id}`: another merchant's refund is "not found", like an unknown one. */
export async function fetchRefund(merchantId: string, refundId: number): Promise<RefundView> {
  const { data } = await Refund.get({ refundId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Refund not found');
  return refundView(data);
}

/** A transaction's refunds oldest first, as `GET /refund/{id}` answers each (the dashboard's transaction detail). */
export async function transactionRefunds(transactionId: number): Promise<RefundView[]> {
  const { data } = await Refund.query.byTransaction({ transactionId }).go({ order: 'asc', pages: 'all' });
  return data.map(refundView);
}

export interface RefundPage {
  data: RefundView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

function emptyPage(query: ListRefundsQuery): RefundPage {
  return { data: [], meta: { total: 0, skipped: (query.page - 1) * query.perPage, perPage: query.perPage, page: query.page, pageCount: 0 } };
}

/**
 * `GET /refund`: the merchant's refunds newest first (by-merchant index), or one transaction's (by-transaction
 * index) when `transaction` names one of the merchant's, within `from`/`to` and of `currency`; paged by
 * `perPage`/`page` with the totals merchants' libraries read. The total is a key-only count.
 */
export async function listRefunds(merchantId: string, query: ListRefundsQuery): Promise<RefundPage> {
  const { from, to } = createdRange(query);
  let ranged;
  if (query.transaction !== undefined) {
    const transaction = await merchantTransactionByIdentifier(merchantId, query.transaction);
    if (!transaction) return emptyPage(query);
    ranged = Refund.query.byTransaction({ transactionId: transaction.transactionId }).between({ createdAt: from }, { createdAt: to });
  } else {
    ranged = Refund.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  }
  const currency: string | undefined = query.currency;
  const filtered = currency ? ranged.where((attributes, { eq }) => eq(attributes.currency, currency)) : ranged;
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'refund'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(refundView),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
