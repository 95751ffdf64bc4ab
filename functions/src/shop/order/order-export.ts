import type * as z from '../../lib/zod';
import type { OrderItem } from '../db/order';
import type { exportOrdersQuery } from './contract';
import { findOrders } from './admin-order-service';

type ExportQuery = z.output<typeof exportOrdersQuery>;

/** The most rows one export holds (the back office's 200 pages of 50). */
export const maxExportRows = 10_000;

const header = ['Order ID', 'Placed', 'Customer', 'E-mail', 'Status', 'Payment', 'Total (NGN)', 'Refunded (NGN)'];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a cell a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) is prefixed with `'` so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Kobo as plain naira for a spreadsheet: 1250000 → 12500.00. */
export function nairaFigure(kobo: number): string {
  return (kobo / 100).toFixed(2);
}

export function ordersCsv(orders: readonly OrderItem[]): string {
  const rows = orders.map((order) => [order.orderID, order.created_at, order.name, order.email, order.status, order.payment, nairaFigure(order.totalPrice), nairaFigure(order.refundedAmount ?? 0)]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `GET /admin/order/export-orders`: the whole filtered list (as fetch-all-orders filters it), newest first, as CSV. */
export async function exportOrders(query: ExportQuery, now = new Date()): Promise<{ filename: string; csv: string; truncated: boolean }> {
  const found = await findOrders(query, 1, maxExportRows);
  return { filename: `orders-${now.toISOString().slice(0, 10)}.csv`, csv: ordersCsv(found.items), truncated: found.hasMore };
}
