import { staffDownload } from '../../../lib/staff-api';
import type { TransactionFilter } from './transaction-types';

/** `GET /dashboard/api/transactions/export`: the filter's transactions as CSV, saved as a file. */
export async function exportTransactions(filter: TransactionFilter): Promise<void> {
  const { page: _page, perPage: _perPage, ...query } = filter;
  const blob = await staffDownload('/transactions/export', { ...query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `transactions-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
