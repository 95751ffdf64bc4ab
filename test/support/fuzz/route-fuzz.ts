import { Agent, request as httpRequest } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiBasePath } from '../../../functions/src/lib/http/api-base';
import { localCredentials } from '../../../infra/local/local-aws';
import type { StackState } from '../../../infra/local/stack-state';
import type { FuzzFixture, FuzzRoute, Product } from './fuzz-fixture';
import { documentRefusalRoutes, documentRoutes, problemWith, type FuzzAnswer } from './fuzz-judge';
import { requestsFor, type Budget, type FuzzRequest } from './route-requests';

/**
 * Sends every route's fuzzed requests as its proper caller and as anonymous, judges each answer, and checks
 * that rejected requests change no stored item. Used by test/api/route-fuzz.test.ts and `npm run bench`.
 */

export interface FuzzOptions {
  seed: number;
  /** Per route: what its proper caller sends, and what an anonymous caller sends to a non-public route. */
  budget: { proper: Budget; anonymous: Budget };
  concurrency?: number;
}

export interface FuzzFinding {
  route: string;
  caller: string;
  request: string;
  /** What was sent: path and the start of the body. */
  sent: string;
  status: number;
  problem: string;
  excerpt: string;
}

export interface FuzzReport {
  seed: number;
  routes: number;
  requests: number;
  serverErrors: number;
  findings: FuzzFinding[];
  /** Rejected batches after which a stored item differed, with the first differing item. */
  stateChanges: string[];
  comparedBatches: number;
  /** Per route, how many answers had each status. */
  statuses: Record<string, Record<number, number>>;
}

/**
 * The fuzz calls from its own loopback address, so the per-IP sign-in and code limits it fills up are not
 * those of the other tests sharing the stack (they call from 127.0.0.1).
 */
const fuzzAddress = '127.0.0.2';
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** A request that met a kept-alive socket the gateway had just closed. */
class StaleSocketError extends Error {}

/**
 * A reset on a kept-alive socket the agent reused means the gateway closed that idle socket as the request went
 * out, before reading it (its keep-alive timeout raced the request): the request is sent again on a fresh socket,
 * as Node's documentation advises. Any other error, or a reset on a fresh socket, is the test's to see.
 */
async function send(base: URL, product: Product, method: string, request: FuzzRequest, token: string | undefined): Promise<FuzzAnswer> {
  try {
    return await sendOnce(base, product, method, request, token);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
    return sendOnce(base, product, method, request, token);
  }
}

function sendOnce(base: URL, product: Product, method: string, request: FuzzRequest, token: string | undefined): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: base.port, localAddress: fuzzAddress, agent, method, path: `${apiBasePath[product]}${request.path}`, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      reject(outgoing.reusedSocket && error.code === 'ECONNRESET' ? new StaleSocketError(error.message) : error);
    });
    outgoing.end(body);
  });
}

/**
 * Entities that legitimately change when a request is rejected, left out of the before/after comparison:
 * - `rateLimitCounter` (Shop), `requestCounter` (Pay): a wrong password or a code request counts a hit *before* it
 *   is refused (that is the point).
 * - `staffSignUp` (Pay): a wrong code for a pending dashboard sign-up counts a try before it is refused (five, then
 *   the sign-up must start again; `confirm-sign-up-service.ts`).
 * - `outboxMail` (Shop): the mail outbox consumer sends and deletes the mails an earlier accepted request queued,
 *   on its own time. A mail is only ever queued in the transaction of the change it reports, which stays compared.
 */
const changesOnRejection = new Set(['rateLimitCounter', 'requestCounter', 'staffSignUp', 'outboxMail']);

/**
 * How many segments each table scan is split into, read at once: DynamoDB Local answers them side by side, and a
 * full stack test run's tables are large by the time the fuzz runs.
 */
const scanSegments = 4;

async function segmentItems(client: DynamoDBDocumentClient, table: string, segment: number): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, Segment: segment, TotalSegments: scanSegments, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) if (!changesOnRejection.has(String(item.__edb_e__))) items.push(JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item of the tables but those `changesOnRejection` names, each as JSON, sorted. */
async function tableItems(client: DynamoDBDocumentClient, tables: readonly string[]): Promise<string[]> {
  const segments = tables.flatMap((table) => Array.from({ length: scanSegments }, (_, segment) => segmentItems(client, table, segment)));
  return (await Promise.all(segments)).flat().sort();
}

function firstDifference(before: readonly string[], after: readonly string[]): string {
  const was = new Set(before);
  const is = new Set(after);
  const added = after.find((item) => !was.has(item));
  const removed = before.find((item) => !is.has(item));
  return (added ? `now: ${added}` : `gone: ${removed ?? '?'}`).slice(0, 600);
}

interface Call {
  caller: string;
  token: string | undefined;
  request: FuzzRequest;
}

function callsFor(route: FuzzRoute, fixture: FuzzFixture, options: FuzzOptions, index: number): Call[] {
  const { access } = route.entry;
  const hints = fixture.hints[route.product];
  const seed = options.seed + index * 7;
  const token = { public: undefined, customer: fixture.callers.customer, admin: fixture.callers.admin, 'merchant-public-key': fixture.callers.merchantPublic, 'merchant-secret-key': fixture.callers.merchantSecret, 'merchant-staff': fixture.callers.merchantStaff }[access];
  const proper = requestsFor(route.entry, route.inputs, hints, options.budget.proper, seed, fixture.examples[route.key], fixture.forgedCursors).map((request) => ({ caller: access === 'public' ? 'anonymous' : access, token, request }));
  if (access === 'public') return proper;
  const anonymous = requestsFor(route.entry, route.inputs, hints, options.budget.anonymous, seed + 3, fixture.examples[route.key]).map((request) => ({ caller: 'anonymous', token: undefined, request }));
  return [...proper, ...anonymous];
}

/**
 * Routes whose accepted requests set off queued work that changes items a moment later (a refund, which the refund
 * processor takes and adds to its transaction): only their replay waits for the tables to be still, since each
 * wait scans both tables again, and a full run's tables are large.
 */
function queuesWork(route: FuzzRoute): boolean {
  return /refund/.test(route.entry.path);
}

/** Routes whose success ends the fuzz's callers or objects go last, so the other routes still find them. */
function inRunOrder(routes: readonly FuzzRoute[]): FuzzRoute[] {
  const last = (route: FuzzRoute) => /delete|logout|change-password|cancel/.test(route.entry.path);
  return [...routes.filter((route) => !last(route)), ...routes.filter(last)];
}

export async function runRouteFuzz(stack: StackState, fixture: FuzzFixture, routes: readonly FuzzRoute[], options: FuzzOptions): Promise<FuzzReport> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.region, credentials: localCredentials }));
  const bases: Record<Product, URL> = { shop: new URL(stack.shopUrl), pay: new URL(stack.payUrl) };
  const snapshot = () => tableItems(client, [stack.tables.shop, stack.tables.pay]);
  /**
   * A snapshot once the tables have been still for a second: queued work an accepted request set off (a refund
   * the refund processor takes, which then adds to its transaction's refunded amount) lands before the replay of
   * the rejected requests is compared, instead of counting as their change.
   */
  const settledSnapshot = async () => {
    let last = await snapshot();
    for (let round = 0; round < 5; round += 1) {
      await new Promise((wake) => setTimeout(wake, 1000));
      const next = await snapshot();
      if (next.join('\n') === last.join('\n')) return next;
      last = next;
    }
    return last;
  };
  const report: FuzzReport = { seed: options.seed, routes: routes.length, requests: 0, serverErrors: 0, findings: [], stateChanges: [], comparedBatches: 0, statuses: {} };

  /** Sends a batch; returns the calls that were rejected (4xx). */
  const sendBatch = async (route: FuzzRoute, calls: readonly Call[]): Promise<{ rejected: Call[]; accepted: number }> => {
    const rejected: Call[] = [];
    let accepted = 0;
    const queue = [...calls];
    const worker = async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const answer = await send(bases[route.product], route.product, route.entry.method, call.request, call.token);
        report.requests += 1;
        const counts = (report.statuses[route.key] ??= {});
        counts[answer.status] = (counts[answer.status] ?? 0) + 1;
        if (answer.status >= 500) report.serverErrors += 1;
        if (answer.status >= 400 && answer.status < 500) rejected.push(call);
        else accepted += 1;
        const problem = problemWith(answer, route.product, route.entry.access, documentRoutes.get(route.key), documentRefusalRoutes.has(route.key));
        if (problem) report.findings.push({
            route: route.key,
            caller: call.caller,
            request: call.request.label,
            sent: `${call.request.path.slice(0, 200)} ${(call.request.body ?? '').slice(0, 300)}`,
            status: answer.status,
            problem,
            excerpt: answer.text.slice(0, 300),
          });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
    return { rejected, accepted };
  };

  try {
    /**
     * The tables as the last route left them, when that route refused every call: it set off no work, so nothing
     * changes them before the next route's batch, which can skip its own scan before.
     */
    let leftAsWas: string[] | undefined;
    for (const [index, route] of inRunOrder(routes).entries()) {
      const calls = callsFor(route, fixture, options, index);
      let before = leftAsWas ?? (await snapshot());
      leftAsWas = undefined;
      let batch = await sendBatch(route, calls);
      const refusedEveryCall = batch.accepted === 0;
      // Accepted requests may change items as they should: replay only the rejected ones as a batch of their own.
      if (batch.accepted > 0 && batch.rejected.length > 0) {
        before = queuesWork(route) ? await settledSnapshot() : await snapshot();
        batch = await sendBatch(route, batch.rejected);
      }
      if (batch.accepted > 0) continue;
      report.comparedBatches += 1;
      const after = await snapshot();
      if (after.join('\n') !== before.join('\n')) report.stateChanges.push(`${route.key}: ${firstDifference(before, after)}`);
      if (refusedEveryCall) leftAsWas = after;
    }
  } finally {
    client.destroy();
  }
  return report;
}

/** A short text of a report, for the test's output and the bench log. */
export function describeReport(report: FuzzReport, withStatuses = false): string {
  const statusLines = Object.entries(report.statuses).map(([route, counts]) => `  ${route}: ${Object.entries(counts).map(([status, count]) => `${status}×${count}`).join(' ')}`);
  const lines = [
    ...(withStatuses ? statusLines : []),
    `route fuzz (seed ${report.seed}): ${report.routes} routes, ${report.requests} requests, ${report.serverErrors} answered 5xx, ${report.findings.length} bad answers, ${report.stateChanges.length} rejected batches changed state (${report.comparedBatches} compared)`,
    ...report.findings.slice(0, 40).map((finding) => `  ${finding.route} as ${finding.caller} [${finding.request}] → ${finding.problem}: ${finding.excerpt.slice(0, 160)}\n    sent ${finding.sent}`),
    ...report.stateChanges.map((change) => `  state changed: ${change}`),
  ];
  return lines.join('\n');
}
