import { lagosDay, lastLagosDays } from '../../lib/dates/lagos-calendar';

/** The Lagos calendar day (YYYY-MM-DD) of a sale, and the last days up to today's (shared with Pay's dashboard). */
export { lagosDay as salesDay, lastLagosDays as lastDays };

/** The Lagos calendar month (YYYY-MM) of an instant. */
export function salesMonth(at: string | Date): string {
  return lagosDay(at).slice(0, 7);
}

/** The dashboard counters a paid order adds to: revenue (kobo) and paid orders, per day and per month. */
export function salesCounterNames(at: string | Date): { dayRevenue: string; dayOrders: string; monthRevenue: string; monthOrders: string } {
  const day = lagosDay(at);
  const month = salesMonth(at);
  return {
    dayRevenue: `revenue:day:${day}`,
    dayOrders: `orders:paid:day:${day}`,
    monthRevenue: `revenue:month:${month}`,
    monthOrders: `orders:paid:month:${month}`,
  };
}

/** The last `count` Lagos months up to and including this one, oldest first. */
export function lastMonths(count: number, now = new Date()): string[] {
  const [year, month] = salesMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}
