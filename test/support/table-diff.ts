import { api, type ApiResponse } from './api-client';
import { readMails } from './mail';
import { entityOf, scanTable, until, type StoredItem } from './concurrency';
import { scanItems } from './table-scan';

/**
 * Before/after comparisons of the Shop's table for the fault-injection tests: which items one request
 * added, changed or removed, item by item, named by entity (and counter name) so runs on fresh subjects
 * compare. Rate-limit windows are left out: they count attempts, failed ones included, by design. So are
 * session grants: each records a refresh token handed out, one per sign-in, not part of what a write makes
 * (a request that fails after making the account hands out no session, and its retry signs in). So are queued
 * mails: the mail outbox consumer sends and deletes them on its own time, so whether one is still in the table says
 * nothing of the request; the fault tests count the mails that arrive instead (`mailsSettled`).
 */
export type Snapshot = Map<string, StoredItem>;

const ignored = new Set(['rateLimitCounter', 'sessionGrant', 'outboxMail']);

export async function snapshot(): Promise<Snapshot> {
  const items = await scanTable();
  return new Map(items.filter((item) => !ignored.has(entityOf(item))).map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
}

function label(item: StoredItem): string {
  const entity = entityOf(item) || String(item.pk);
  return entity === 'dashboardCounter' ? `${entity} ${String(item.name)}` : entity;
}

/** The changes from `before` to `after`, e.g. `added order`, `counted dashboardCounter orders`, sorted. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const [key, item] of after) {
    const earlier = before.get(key);
    // A counter's first change creates it: counted either way.
    if (entityOf(item) === 'dashboardCounter' && JSON.stringify(earlier) !== JSON.stringify(item)) found.push(`counted ${label(item)}`);
    else if (!earlier) found.push(`added ${label(item)}`);
    else if (JSON.stringify(earlier) !== JSON.stringify(item)) found.push(`changed ${label(item)}`);
  }
  for (const [key, item] of before) if (!after.has(key)) found.push(`removed ${label(item)}`);
  return found.sort();
}

/**
 * True when every change of `part` is also one of `whole` (a multiset inclusion), a change to an item
 * `whole` removes counting as a step towards removing it (a category marked as being deleted).
 */
export function isPartOf(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  return part.every((change) => {
    let index = left.indexOf(change);
    if (index < 0 && change.startsWith('changed ')) index = left.indexOf(change.replace(/^changed /, 'removed '));
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

/** Calls the Shop API with a fault plan for the local gateway (`infra/local/gateway/fault-injection.ts`). */
export function withFault(path: string, options: Parameters<typeof api>[1], fault: string | undefined): Promise<ApiResponse> {
  return api(path, { ...options, headers: { ...options?.headers, ...(fault ? { 'x-aso-fault': fault } : {}) } });
}

export function dynamoCalls(answer: ApiResponse): number {
  return Number(answer.headers.get('x-aso-dynamodb-calls') ?? 'NaN');
}

export function faultFired(answer: ApiResponse): boolean {
  return answer.headers.get('x-aso-fault-fired') === 'yes';
}

/**
 * How many mails `to` has got once none is waiting for them in the mail outbox. The order mails a request queues
 * are written with its change (`outboxMail` items) and stay in the table until the outbox consumer has handed them
 * to SES and deleted them: once none addressed to `to` is left, every mail a finished request queued has arrived,
 * and none is still on its way. Waits at most `timeoutMs`.
 */
export async function mailsSettled(to: string, timeoutMs = 20_000): Promise<number> {
  const recipient = to.toLowerCase();
  const waiting = async () =>
    (await scanItems({ FilterExpression: '#entity = :outbox', ExpressionAttributeNames: { '#entity': '__edb_e__' }, ExpressionAttributeValues: { ':outbox': 'outboxMail' } })).some(
      (item) => String(item.to).toLowerCase() === recipient,
    );
  await until(`the mail outbox sending every mail to ${to}`, async () => ((await waiting()) ? undefined : true), timeoutMs);
  return (await readMails(to)).length;
}
