/** Nigeria keeps West Africa Time (UTC+1) all year, so an instant's Lagos day is its UTC time plus one hour. */
const lagosOffsetMs = 60 * 60 * 1000;

/** The Lagos calendar day (YYYY-MM-DD) of an instant. */
export function lagosDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + lagosOffsetMs).toISOString().slice(0, 10);
}

/** The instant a Lagos calendar day (YYYY-MM-DD) starts. */
export function lagosDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - lagosOffsetMs);
}

/** The last `count` Lagos days up to and including today's, oldest first. */
export function lastLagosDays(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => lagosDay(new Date(now.getTime() - (count - 1 - i) * 86_400_000)));
}
