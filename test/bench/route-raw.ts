import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { StackState } from '../../infra/local/stack-state';
import { parseTiming, recordHeader, replayInput, timingHeader, type RecordedOperation } from '../../infra/local/gateway/operation-recorder';
import { createMerchant } from '../e2e/pay-fixtures/merchants';
import { percentile } from './load-runner';

/**
 * Each measured route next to the exact DynamoDB calls it makes, raw, on the same DynamoDB Local in the same
 * run. The bench stack's gateways record (`ASO_OPERATION_LOG`, see infra/local/gateway/operation-recorder.ts).
 * One request at a time, so neither side queues behind the other. Each iteration:
 *
 * 1. set-up (a fresh paid order for verify-payment and the webhook, untimed);
 * 2. the request once with `x-aso-record`: its DynamoDB calls, in order, as sent, with the items each write
 *    touched as they were before it (untimed: reading pre-images slows it);
 * 3. the pre-images put back, then those calls replayed raw (timed: the raw side), each expected to end as it
 *    did for the route (a call that failed a condition for the route fails it again); a transaction goes with a
 *    token of its own, not the route's (`replayInput`), or DynamoDB would answer it as done without writing;
 * 4. the pre-images put back again, and the same request sent again (timed: the route side), which must answer
 *    the same status. Its `x-aso-timing` answer header says where the time went.
 *
 * The first `warmUp` iterations (cold handler imports, a customer's first orders claiming discount slots) are
 * not counted.
 */
export const routeRawVariable = 'ASO_OPERATION_LOG';

interface RouteRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface RouteCase {
  name: string;
  iterations: number;
  setup: () => Promise<RouteRequest>;
}

export interface Percentiles {
  p50Ms: number;
  p99Ms: number;
}

export interface RouteRawFigure {
  route: string;
  samples: number;
  /** The DynamoDB calls the route made, in order (each recorded request's; they match across iterations unless noted). */
  operations: string[];
  routeLatency: Percentiles;
  raw: Percentiles;
  /** route / raw at p50 and p99 (the goal is ≤ 1.2). */
  ratio: { p50: number; p99: number };
  /** Shop routes that call Pay: the route less its calls to Pay (Pay's part timed apart), and that over raw. */
  withoutPay?: { routeLatency: Percentiles; ratio: { p50: number; p99: number }; payPart: Percentiles };
  /**
   * What API Gateway would hand to our code, over raw: each request's JWT authorizer and handler time (less its
   * calls to Pay), without the local-only costs (the bench's loopback HTTP to the gateway process, the local
   * gateway's routing and event building). The route figures above keep them.
   */
  authorizerAndHandler: { latency: Percentiles; ratio: { p50: number; p99: number } };
  /** Medians of where the route's time went (ms), from the gateway's `x-aso-timing`. */
  breakdownMedianMs: {
    /** Client send → whole answer read (the route figure). */
    total: number;
    /** HTTP between the bench and the gateway process: total − gateway. */
    transport: number;
    /** The local gateway's own work: routing, body, event, context, answer (gateway − handler − auth). */
    gatewayOwn: number;
    /** The JWT authorizer (customer routes). */
    auth: number;
    /** The handler's DynamoDB calls on the wire (signing, HTTP, DynamoDB Local, parsing the answer). */
    dynamodb: number;
    /** The handler's outgoing HTTP (Pay). */
    outbound: number;
    /** The handler's own SES calls (none on these routes since the order e-mails go through the mail outbox). */
    mail: number;
    /** The rest of the handler: middy chain, validation, data-layer building and parsing, business code, serialising. */
    handlerRest: number;
  };
  /** Replayed calls that ended otherwise than for the route, and iterations whose calls differed from the first's. */
  mismatches: number;
  differingSequences: number;
}

/** The low-level command of each recorded target; the recorded wire body is its input. */
const commands: Record<string, (client: DynamoDBClient, input: never) => Promise<unknown>> = {
  GetItem: (client, input) => client.send(new GetItemCommand(input)),
  Query: (client, input) => client.send(new QueryCommand(input)),
  Scan: (client, input) => client.send(new ScanCommand(input)),
  PutItem: (client, input) => client.send(new PutItemCommand(input)),
  UpdateItem: (client, input) => client.send(new UpdateItemCommand(input)),
  DeleteItem: (client, input) => client.send(new DeleteItemCommand(input)),
  TransactWriteItems: (client, input) => client.send(new TransactWriteItemsCommand(input)),
  TransactGetItems: (client, input) => client.send(new TransactGetItemsCommand(input)),
  BatchGetItem: (client, input) => client.send(new BatchGetItemCommand(input)),
  BatchWriteItem: (client, input) => client.send(new BatchWriteItemCommand(input)),
};

function rawClient(state: StackState): DynamoDBClient {
  return new DynamoDBClient({ region: state.region, endpoint: state.endpoints.dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Puts back every item the recorded calls touched as it was before the first of them (latest writes undone first). */
async function restore(client: DynamoDBClient, operations: readonly RecordedOperation[]): Promise<void> {
  for (const operation of [...operations].reverse()) {
    for (const image of [...operation.preImages].reverse()) {
      if (image.item) await client.send(new PutItemCommand({ TableName: image.table, Item: image.item }));
      else await client.send(new DeleteItemCommand({ TableName: image.table, Key: image.key }));
    }
  }
}

/** The recorded calls sent raw, one after another; answers the time and how many ended otherwise than recorded. */
async function replay(client: DynamoDBClient, operations: readonly RecordedOperation[]): Promise<{ ms: number; mismatches: number }> {
  let mismatches = 0;
  const started = performance.now();
  for (const operation of operations) {
    const sendRaw = commands[operation.target];
    if (!sendRaw) throw new Error(`No raw command for ${operation.target}`);
    let outcome = 'ok';
    try {
      await sendRaw(client, replayInput(operation.body) as never);
    } catch (error) {
      outcome = error instanceof Error ? error.name : 'error';
    }
    if (outcome !== operation.outcome) mismatches += 1;
  }
  return { ms: performance.now() - started, mismatches };
}

/** The log's lines for one token; the gateway appends them before it answers. */
function recordedFor(file: string, token: string): RecordedOperation[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(token))
    .map((line) => JSON.parse(line) as RecordedOperation)
    .filter((operation) => operation.token === token)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The route side's HTTP client: `node:http` with a kept-alive connection, the client the raw side's SDK sends
 * through (its `NodeHttpHandler`), so both sides pay the same client cost. `fetch` (undici) took ~0.6 ms more
 * a request at the median here, a cost of the bench's client, not of the route.
 */
const routeAgent = new Agent({ keepAlive: true, maxSockets: 1 });

async function send(request: RouteRequest, extra: Record<string, string> = {}): Promise<{ status: number; ms: number; timing: Record<string, number> }> {
  const headers: Record<string, string> = { ...(request.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(request.body)) } : {}), ...request.headers, ...extra };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(request.url, { method: request.method, headers, agent: routeAgent }, (response) => {
      response.on('data', () => undefined);
      response.on('error', reject);
      response.on('end', () => {
        const timing = response.headers[timingHeader];
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, timing: parseTiming(typeof timing === 'string' ? timing : undefined) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentiles = (values: number[]): Percentiles => ({ p50Ms: percentile(sorted(values), 0.5), p99Ms: percentile(sorted(values), 0.99) });
const median = (values: number[]) => percentile(sorted(values), 0.5);

async function measureRoute(state: StackState, log: string, routeCase: RouteCase, warmUp: number, deadline: number): Promise<RouteRawFigure> {
  const client = rawClient(state);
  const routeMs: number[] = [];
  const rawMs: number[] = [];
  const timings: Record<string, number>[] = [];
  let operations: string[] | undefined;
  let mismatches = 0;
  let differingSequences = 0;
  for (let iteration = -warmUp; iteration < routeCase.iterations && (iteration < 5 || Date.now() < deadline); iteration += 1) {
    const request = await routeCase.setup();
    const token = `bench-${randomUUID()}`;
    const recorded = await send(request, { [recordHeader]: token });
    if (recorded.status >= 500) throw new Error(`${routeCase.name} answered ${recorded.status} (recorded request, iteration ${iteration})`);
    const calls = recordedFor(log, token);
    if (calls.length === 0) throw new Error(`${routeCase.name}: the gateway recorded no DynamoDB call (was the stack started with ${routeRawVariable}?)`);
    await restore(client, calls);
    const raw = await replay(client, calls);
    await restore(client, calls);
    const timed = await send(request);
    if (timed.status !== recorded.status) throw new Error(`${routeCase.name} answered ${timed.status} after ${recorded.status} on the same state`);
    if (iteration < 0) continue;
    const sequence = calls.map((call) => call.target);
    operations ??= sequence;
    if (sequence.join() !== operations.join()) differingSequences += 1;
    mismatches += raw.mismatches;
    routeMs.push(timed.ms);
    rawMs.push(raw.ms);
    timings.push({ ...timed.timing, total: timed.ms });
  }
  client.destroy();
  const route = percentiles(routeMs);
  const raw = percentiles(rawMs);
  const part = (name: string) => timings.map((timing) => timing[name] ?? 0);
  const outbound = part('outbound');
  const ours = percentiles(timings.map((timing) => (timing.auth ?? 0) + (timing.handler ?? 0) - (timing.outbound ?? 0)));
  const figure: RouteRawFigure = {
    route: routeCase.name,
    samples: routeMs.length,
    operations: operations ?? [],
    routeLatency: route,
    raw,
    ratio: { p50: ratio(route.p50Ms, raw.p50Ms), p99: ratio(route.p99Ms, raw.p99Ms) },
    authorizerAndHandler: { latency: ours, ratio: { p50: ratio(ours.p50Ms, raw.p50Ms), p99: ratio(ours.p99Ms, raw.p99Ms) } },
    breakdownMedianMs: {
      total: median(part('total')),
      transport: median(timings.map((timing) => (timing.total ?? 0) - (timing.gateway ?? 0))),
      gatewayOwn: median(timings.map((timing) => (timing.gateway ?? 0) - (timing.handler ?? 0) - (timing.auth ?? 0))),
      auth: median(part('auth')),
      dynamodb: median(part('dynamodb')),
      outbound: median(outbound),
      mail: median(part('mail')),
      handlerRest: median(timings.map((timing) => (timing.handler ?? 0) - (timing.dynamodb ?? 0) - (timing.outbound ?? 0) - (timing.mail ?? 0))),
    },
    mismatches,
    differingSequences,
  };
  if (outbound.some((ms) => ms > 0)) {
    const withoutPay = percentiles(routeMs.map((ms, index) => ms - (outbound[index] ?? 0)));
    figure.withoutPay = { routeLatency: withoutPay, ratio: { p50: ratio(withoutPay.p50Ms, raw.p50Ms), p99: ratio(withoutPay.p99Ms, raw.p99Ms) }, payPart: percentiles(outbound) };
  }
  return figure;
}

export interface RouteRawReport {
  measuredAt: string;
  note: string;
  routes: RouteRawFigure[];
  /** Routes whose measurement stopped, and why (the others are still measured). */
  failed: { route: string; error: string }[];
}

/**
 * The route/raw part: catalog page, product panel, add-order (Pay's part apart), verify-payment, the Shop's Pay
 * webhook, Pay's `request_inline` and `transaction/initialize`. Bounded: `iterations` each (fewer when a
 * route passes its share of `budgetSeconds`), one request at a time, localhost only.
 */
export async function measureRouteRaw(state: StackState, data: string, log: string, options: { iterations?: number; warmUp?: number; budgetSeconds?: number; say?: (line: string) => void } = {}): Promise<RouteRawReport> {
  const iterations = options.iterations ?? 30;
  const warmUp = options.warmUp ?? 4;
  const say = options.say ?? (() => undefined);
  process.env.SHOP_URL = state.shopUrl;
  process.env.PAY_URL = state.payUrl;
  process.env.LOCAL_STACK_DATA_DIR = data;
  const { catalog, chargeSuccess, chargedOrder, orderBody, registerShopper, webhookSignature } = await import('../support/orders');
  const shopper = await registerShopper('bench-route-raw');
  const products = await catalog(2);
  const productIds = products.map((product) => product.id);
  const merchant = await createMerchant('Bench Route Raw', [], data);
  const shop = `${state.shopUrl}/api/v1`;
  const bearer = { authorization: `Bearer ${shopper.token}` };
  const json = (value: unknown) => JSON.stringify(value);

  const cases: RouteCase[] = [
    { name: 'GET /product/fetch-all-products (catalog page, 20)', iterations, setup: async () => ({ method: 'GET', url: `${shop}/product/fetch-all-products?limit=20` }) },
    { name: 'GET /product/{id} (product panel)', iterations, setup: async () => ({ method: 'GET', url: `${shop}/product/${encodeURIComponent(productIds[0] ?? '')}` }) },
    {
      name: 'POST /order/add-order',
      iterations,
      setup: async () => ({ method: 'POST', url: `${shop}/order/add-order`, headers: bearer, body: json(orderBody(shopper, productIds.map((productId) => ({ productId, quantity: 1 })))) }),
    },
    {
      name: 'POST /order/verify-payment',
      iterations,
      setup: async () => ({ method: 'POST', url: `${shop}/order/verify-payment`, headers: bearer, body: json({ orderID: (await chargedOrder(shopper, productIds)).orderID }) }),
    },
    {
      name: 'POST /pay/webhook (charge.success)',
      iterations,
      setup: async () => {
        const order = await chargedOrder(shopper, productIds);
        const raw = json(chargeSuccess(order.orderID, order.totalPrice));
        return { method: 'POST', url: `${shop}/pay/webhook`, headers: { 'x-aso-signature': webhookSignature(raw) }, body: raw };
      },
    },
    {
      name: 'POST /checkout/request_inline (Pay)',
      iterations,
      setup: async () => ({ method: 'POST', url: `${state.payUrl}/checkout/request_inline`, body: json({ key: merchant.publicKey, email: 'bench-inline@example.com', amount: randomInt(100_000, 100_000_000) }) }),
    },
    {
      name: 'POST /transaction/initialize (Pay)',
      iterations,
      setup: async () => ({
        method: 'POST',
        url: `${state.payUrl}/transaction/initialize`,
        headers: { authorization: `Bearer ${merchant.secretKey}` },
        body: json({ email: 'bench-initialize@example.com', amount: randomInt(100_000, 100_000_000) }),
      }),
    },
  ];
  const share = ((options.budgetSeconds ?? 300) * 1000) / cases.length;
  const routes: RouteRawFigure[] = [];
  const failed: RouteRawReport['failed'] = [];
  for (const routeCase of cases) {
    say(`route/raw: ${routeCase.name}`);
    try {
      routes.push(await measureRoute(state, log, routeCase, warmUp, Date.now() + share));
    } catch (error) {
      say(`route/raw: ${routeCase.name} stopped: ${error instanceof Error ? error.message : String(error)}`);
      failed.push({ route: routeCase.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return {
    measuredAt: new Date().toISOString(),
    note:
      'One request at a time. Route: the bench sends the request over HTTP to the local gateway and reads the whole answer. Raw: the very '
      + 'DynamoDB calls that request made (recorded by the gateway, in order, as sent), replayed one after another with a bare DynamoDB '
      + 'client on the same state. withoutPay: the route less the time its handler spent calling Pay over HTTP. authorizerAndHandler: '
      + 'what API Gateway would hand to our code (the JWT authorizer and the handler, less its calls to Pay), without the local-only '
      + 'loopback HTTP and gateway routing. Percentiles of about '
      + `${iterations} samples each (p99 is close to the slowest).`,
    routes,
    failed,
  };
}
