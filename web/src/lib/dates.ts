/**
 * Every date the web app shows, in one format: "24 Nov 2026" (and "24 Nov 2026, 14:05" where the time
 * matters), in the shop's time (Lagos), whatever the browser's locale or zone. Month names are our own, so no
 * browser's locale data can turn "Sep" into "Sept".
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const shopTimeZone = 'Africa/Lagos';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateInput = Date | string | number;

function partsOf(value: DateInput): { day: string; month: string; year: string; hour: string; minute: string } | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: String(Number(parts.day)),
    month: months[Number(parts.month) - 1] ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** "24 Nov 2026"; an empty string for a value that is not a date. */
export function formatDate(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '';
}

/** "14:05" (24-hour, Lagos time). */
export function formatTime(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}

/** "24 Nov 2026, 14:05". */
export function formatDateTime(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}` : '';
}

/** Drop-in formatters for code that formats with `.format(date)`. */
export const dateFormat = { format: formatDate };
export const dateTimeFormat = { format: formatDateTime };
export const timeFormat = { format: formatTime };
