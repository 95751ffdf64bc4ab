/** The columns of `GET /transaction/export`'s CSV, in order. Pure. */
export const exportColumns = [
  'id',
  'reference',
  'status',
  'amount',
  'fees',
  'amount_refunded',
  'currency',
  'channel',
  'customer_id',
  'customer_code',
  'customer_email',
  'created_at',
  'paid_at',
  'gateway_response',
] as const;

export type ExportRow = Record<(typeof exportColumns)[number], string | number | null>;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [exportColumns.join(','), ...rows.map((row) => exportColumns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
