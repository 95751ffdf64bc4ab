import * as z from '../../../lib/zod';
import { optionalField, pagedQuery } from '../../shared/request-fields';
import { createTransferBody, transferFilters } from '../../transfer/contract';
import { shownTransferStatuses } from '../../transfer/transfer-view';

/**
 * Request schemas of the dashboard's transfer routes (`/dashboard/api/transfers…`), built from the Transfers
 * API's (same fields, same messages). Pure (zod only).
 */

/** `GET /transfers`: the API's paging, recipient and dates, and the status a merchant sees. */
export const searchTransfersQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  ...transferFilters,
  status: optionalField(z.enum(shownTransferStatuses, `status must be one of ${shownTransferStatuses.join(', ')}`)),
}));
export type SearchTransfersQuery = z.output<typeof searchTransfersQuery>;

/**
 * `POST /transfers`: a payout from the balance (the only source), to a recipient, in kobo. The reference comes
 * from the `Idempotency-Key` the page sends, so a resubmitted form finds the transfer it made.
 */
export const dashboardTransferBody = /* @__PURE__ */ z.pure(() => z.pick(createTransferBody, { amount: true, recipient: true, reason: true, currency: true }));
export type DashboardTransferBody = z.output<typeof dashboardTransferBody>;
