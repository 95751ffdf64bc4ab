/**
 * When failed webhook attempts are retried: the delay after the first failed attempt, after the second,
 * and so on; once they run out the event is marked failed. Six attempts over about 1 h 13 min.
 */
export const defaultRetryDelaysMs: readonly number[] = [10_000, 30_000, 120_000, 600_000, 3_600_000];

/** How long a merchant's endpoint has to answer one attempt. */
export const defaultTimeoutMs = 10_000;

const units: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Reads a schedule such as `10s,30s,2m,10m,1h` (plain numbers are milliseconds), so the local stack and
 * the tests can shrink it. Throws on anything else rather than retrying on a schedule nobody meant.
 */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const unit = units[match?.[2] ?? 'ms'];
  if (!match?.[1] || unit === undefined) throw new Error(`Not a duration: "${text}" (use e.g. 500ms, 10s, 2m, 1h)`);
  return Math.round(Number(match[1]) * unit);
}

export function parseRetryDelays(text: string): number[] {
  const delays = text.split(',').map(parseDuration);
  if (delays.length < 1) throw new Error('A retry schedule needs at least one delay');
  return delays;
}

export interface DeliveryConfig {
  /** Delays between attempts; the number of attempts is one more than their count. */
  readonly retryDelaysMs: readonly number[];
  readonly timeoutMs: number;
}

/** `PAY_WEBHOOK_RETRY_DELAYS` and `PAY_WEBHOOK_TIMEOUT` (durations as above), else the defaults. */
export function deliveryConfigFrom(env: NodeJS.ProcessEnv): DeliveryConfig {
  const delays = env.PAY_WEBHOOK_RETRY_DELAYS;
  const timeout = env.PAY_WEBHOOK_TIMEOUT;
  return {
    retryDelaysMs: delays ? parseRetryDelays(delays) : defaultRetryDelaysMs,
    timeoutMs: timeout ? parseDuration(timeout) : defaultTimeoutMs,
  };
}
