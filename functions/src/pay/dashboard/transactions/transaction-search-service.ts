import type { PageMeta } from '../../shared/paging';
import { createRefund } from '../../refund/refund-service';
import { transactionRefunds } from '../../refund/refund-read-service';
import type { RefundView } from '../../refund/refund-view';
import { transactionsCsv } from '../../transaction/export-service';
import { listTransactions, merchantTransaction } from '../../transaction/transaction-read-service';
import type { TransactionView } from '../../transaction/transaction-view';
import type { DashboardRefundBody, SearchTransactionsQuery } from './contract';

export interface TransactionSearch {
  data: TransactionView[];
  meta: PageMeta;
  /** Over every match, not only the page: how many, and the kobo paid by the successful ones. */
  totals: { count: number; volume: number };
}

/** `GET /dashboard/api/transactions`: the merchant API's list (`listTransactions`) with the dashboard's search. */
export async function searchTransactions(merchantId: string, query: SearchTransactionsQuery): Promise<TransactionSearch> {
  const { data, meta } = await listTransactions(merchantId, query);
  const { total_volume: volume, ...paging } = meta;
  return { data, meta: paging, totals: { count: meta.total, volume } };
}

/** `GET /dashboard/api/transactions/export`: every match (not only a page) as the merchant API's export CSV. */
export function searchTransactionsCsv(merchantId: string, query: SearchTransactionsQuery): Promise<string> {
  const { perPage: _perPage, page: _page, ...filters } = query;
  return transactionsCsv(merchantId, filters);
}

export type TransactionDetail = Omit<TransactionView, 'refunds'> & { refunds: RefundView[] };

/** `GET /dashboard/api/transactions/{id}`: the merchant API's fetch (with its checkout `log`), each refund in full. */
export async function transactionDetail(merchantId: string, transactionId: number): Promise<TransactionDetail> {
  const view = await merchantTransaction(merchantId, transactionId);
  return { ...view, refunds: view.refunds.length === 0 ? [] : await transactionRefunds(transactionId) };
}

/**
 * `POST /dashboard/api/transactions/{id}/refund`: `POST /refund` for this transaction (same rules, same
 * messages), recorded as refunded by the staff member. An `Idempotency-Key` makes a retry find the same refund.
 */
export function refundTransaction(
  staff: { merchantId: string; email: string },
  transactionId: number,
  body: DashboardRefundBody,
  idempotencyKey: string | undefined,
): Promise<RefundView> {
  return createRefund(
    staff,
    { transaction: String(transactionId), amount: body.amount, merchant_note: body.reason },
    idempotencyKey,
    staff.email,
  );
}
