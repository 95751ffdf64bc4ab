import { defaultRetryDelaysMs, deliveryConfigFrom, parseDuration, parseRetryDelays } from './retry-schedule';

describe('webhook retry schedule', () => {
  test('It should read durations with units, plain numbers as milliseconds', () => {
    expect(['250', '500ms', '1.5s', '2m', '1h'].map(parseDuration)).toEqual([250, 500, 1500, 120_000, 3_600_000]);
    expect(parseRetryDelays('10s, 30s,2m')).toEqual([10_000, 30_000, 120_000]);
  });

  test('It should refuse what is not a duration', () => {
    expect(() => parseDuration('soon')).toThrow('Not a duration');
    expect(() => parseRetryDelays('1s,,2s')).toThrow('Not a duration');
  });

  test('It should default to at least five retries growing to an hour, with a 10 s timeout', () => {
    const config = deliveryConfigFrom({});
    expect(config.retryDelaysMs).toBe(defaultRetryDelaysMs);
    expect(config.retryDelaysMs.length).toBeGreaterThanOrEqual(4);
    expect([...config.retryDelaysMs].sort((a, b) => a - b)).toEqual(config.retryDelaysMs);
    expect(config.timeoutMs).toBe(10_000);
    expect(deliveryConfigFrom({ PAY_WEBHOOK_RETRY_DELAYS: '1s,2s', PAY_WEBHOOK_TIMEOUT: '2s' })).toEqual({ retryDelaysMs: [1000, 2000], timeoutMs: 2000 });
  });
});
