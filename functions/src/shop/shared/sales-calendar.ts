/** Nigeria keeps West Africa Time (UTC+1) all year, so a sale's day is its UTC time plus one hour. */
const lagosOffsetMs = 60 * 60 * 1000;

/** The Lagos calendar day (YYYY-MM-DD) of an instant. */
export function salesDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + lagosOffsetMs).toISOString().slice(0, 10);
}

/** The Lagos calendar month (YYYY-MM) of an instant. */
export function salesMonth(at: string | Date): string {
  return salesDay(at).slice(0, 7);
}

/** The dashboard counters a paid order adds to: revenue (kobo) and paid orders, per day and per month. */
export function salesCounterNames(at: string | Date): { dayRevenue: string; dayOrders: string; monthRevenue: string; monthOrders: string } {
  const day = salesDay(at);
  const month = salesMonth(at);
  return {
    dayRevenue: `revenue:day:${day}`,
    dayOrders: `orders:paid:day:${day}`,
    monthRevenue: `revenue:month:${month}`,
    monthOrders: `orders:paid:month:${month}`,
  };
}

/** The last `count` Lagos days up to and including today's, oldest first. */
export function lastDays(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => salesDay(new Date(now.getTime() - (count - 1 - i) * 86_400_000)));
}

/** The last `count` Lagos months up to and including this one, oldest first. */
export function lastMonths(count: number, now = new Date()): string[] {
  const [year, month] = salesMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}
