import { readdirSync, readFileSync } from 'node:fs';
import { shopUrl, testStack } from './stack';
import { scanItems, type StoredItem } from './table-scan';

/** Helpers for the concurrency and fault-injection API tests: bounded parallelism, abandoned requests, table reads. */

/** Runs `work` over every item with at most `limit` in flight; answers in the items' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Sends a Shop API request and gives up on it after `afterMs`, as a client whose connection timed out: the
 * server may still finish it. Answers the status if it came back in time, else 'aborted'.
 */
export async function abandonedPost(path: string, token: string, body: unknown, afterMs: number): Promise<number | 'aborted'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), afterMs);
  try {
    const response = await fetch(`${shopUrl()}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // The abort error comes from the fetch implementation's realm: recognise it by name.
    if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return 'aborted';
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export type { StoredItem };

/** Every item of a local table (the Shop's by default), read consistently: what a recount or a before/after comparison needs. */
export function scanTable(table: string = testStack().tables.shop): Promise<StoredItem[]> {
  return scanItems({}, table);
}

export function entityOf(item: StoredItem): string {
  return typeof item.__edb_e__ === 'string' ? item.__edb_e__ : '';
}

/** A process the stack's supervisor started whose command line names `script`, if one is running. */
export function stackChildPid(script: string): number | undefined {
  const supervisor = testStack().pid;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === supervisor && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(script)) return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  return undefined;
}

/** The stack's webhook consumer process, if one is running. */
export function webhookConsumerPid(): number | undefined {
  return stackChildPid('run-webhook-consumer');
}

/** Polls `probe` until it answers something, or fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}
