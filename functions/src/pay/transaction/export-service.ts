import { NotFoundError } from '../../lib/http/errors';
import { Merchant } from '../db/merchant';
import { getMerchant } from '../merchant/merchant-service';
import type { ExportTransactionsQuery, TransactionFilters } from './list-contract';
import { exportLinkLifetimeMs, exportLinkMerchant, openExportLink, signExportLink } from './export-link';
import { payOrigin } from './transaction-create';
import { merchantTransactionsQuery } from './transaction-query';
import { toCsv, type ExportRow } from './transactions-csv';

/** The most rows one export holds (newest first); narrow `from`/`to` for more. */
export const exportRowLimit = 10_000;

/**
 * `GET /transaction/export`: like Paystack, answers a `path` to download the CSV from (no key needed, so a
 * browser or `curl` can fetch it) and when that link expires. The link is signed, not stored (`export-link.ts`).
 */
export async function exportTransactions(
  merchantId: string,
  query: ExportTransactionsQuery,
  headers: Record<string, string | undefined>,
  now = Date.now(),
): Promise<{ path: string; expiresAt: string }> {
  const merchant = await getMerchant(merchantId);
  const { status, from, to, customer, amount, channel, currency } = query;
  const filters = Object.fromEntries(Object.entries({ status, from, to, customer, amount, channel, currency }).filter(([, value]) => value !== undefined));
  const expiresAt = now + exportLinkLifetimeMs;
  const token = signExportLink({ merchantId, filters, expiresAt }, merchant.secretKeyHash);
  return { path: `${payOrigin(headers)}/transaction/export/download/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

const linkGone = () => new NotFoundError('This export link is not valid or has expired: ask GET /transaction/export again');

/** The CSV an export link stands for, read when it is downloaded (so it is as fresh as the download). */
export async function exportCsv(token: string, now = Date.now()): Promise<string> {
  const merchantId = exportLinkMerchant(token);
  if (!merchantId) throw linkGone();
  const { data: merchant } = await Merchant.get({ merchantId }).go();
  const link = merchant ? openExportLink(token, merchant.secretKeyHash, now) : undefined;
  if (!link) throw linkGone();
  return transactionsCsv(link.merchantId, link.filters);
}

/** A merchant's transactions matching `filters` as CSV, newest first (at most `exportRowLimit` rows): the export link's and the dashboard's. */
export async function transactionsCsv(merchantId: string, filters: TransactionFilters): Promise<string> {
  const { data } = await merchantTransactionsQuery(merchantId, filters).go({ order: 'desc', count: exportRowLimit, pages: 'all' });
  const rows: ExportRow[] = data.map((transaction) => ({
    id: transaction.transactionId,
    reference: transaction.reference,
    status: transaction.status,
    amount: transaction.amount,
    fees: transaction.fees ?? null,
    amount_refunded: transaction.refundedAmount ?? 0,
    currency: transaction.currency,
    channel: transaction.channel ?? null,
    customer_id: transaction.customerId ?? null,
    customer_code: transaction.customerCode ?? null,
    customer_email: transaction.email,
    created_at: transaction.createdAt,
    paid_at: transaction.paidAt ?? null,
    gateway_response: transaction.gatewayResponse ?? null,
  }));
  return toCsv(rows);
}
