import * as z from '../../../lib/zod';
import { refundAmountSchema, refundNote } from '../../refund/contract';
import { optionalField, pagedQuery } from '../../shared/request-fields';
import { transactionFilters, transactionSearchFilters } from '../../transaction/list-contract';

/**
 * Request schemas of the dashboard's transaction routes (`/dashboard/api/transactions…`). Pure (zod only):
 * the dashboard's web app reads them too.
 */

const { status, channel, from, to } = transactionFilters;

/** `GET /transactions` and `GET /transactions/export`: search, filters and paging. */
export const searchTransactionsQuery = /* @__PURE__ */ z.pure(() => pagedQuery({ status, channel, from, to, ...transactionSearchFilters }));
export type SearchTransactionsQuery = z.output<typeof searchTransactionsQuery>;

/** `POST /transactions/{id}/refund`: all that is still refundable when `amount` is left out; `reason` is kept as the merchant's note. */
export const dashboardRefundBody = /* @__PURE__ */ z.pure(() => z.object({
  amount: optionalField(refundAmountSchema),
  reason: optionalField(refundNote),
}));
export type DashboardRefundBody = z.output<typeof dashboardRefundBody>;
