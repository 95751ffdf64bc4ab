/**
 * An ISO 8601 date or date-time, read strictly: `2024-03-01`, `2024-03-01T10:30`, `2024-03-01T10:30:15.250Z`,
 * `2024-03-01 10:30:15+01:00`. A space may stand for the `T`; a time without a zone, and a date alone, are UTC
 * (what V8 reads a date alone as; Lambda's clock is UTC). Anything else, such as `Nov 5 2024`, `1` or
 * `2024-02-30`, is not a date: `Date.parse` would read those as some instant.
 */
const isoInstantPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The instant `text` names, in milliseconds since the epoch, or `undefined` when it is not an ISO 8601 date. */
export function parseIsoInstant(text: string): number | undefined {
  const parts = isoInstantPattern.exec(text);
  if (!parts) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = parts;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return undefined;
  const offset = zoneOffsetMinutes(zone);
  if (offset === undefined) return undefined;
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  return at.getTime() - offset * 60_000;
}

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function zoneOffsetMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
