import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureAdmin } from './admin-load';
import { appendToHistory, flattenFigures, formatDiff } from './history';
import { startOwnStack, type RunningStack } from '../support/own-stack';
import { loadCatalogApi, loadRawQuery } from './catalog-load';
import { firstLoadJs } from './first-load';
import { measureRouteFuzz } from './fuzz-load';
import { measureLambdaBundles } from './lambda-bundles';
import { measureAddOrder } from './order-load';
import { measureProductPanel, measureRequestInline } from './panel-inline-load';
import { measureRefundLatency } from './refund-latency';
import { measureRouteRaw, routeRawVariable } from './route-raw';
import { measureScale } from './scale';

/**
 * `npm run bench`: measures, never asserts. Writes `test/bench/report.json` with Lambda bundle sizes and
 * import times (next to a bare DynamoDB client), first-load JS of `/`, the pop-up script's size, the checkout
 * page's script size and its newTransaction → loaded:transaction time, catalog
 * API latency under load next to a raw DynamoDB Local Query, add-order latency under load next to its bare
 * TransactWriteItems, the admin chunk and dashboard, the product panel and request_inline under load, Pay's
 * refund latency (request to `refund.processed` webhook), local stack boot times, Lighthouse, a longer route
 * fuzz (requests sent, 5xx answers) and the 1k → 100k scale run.
 *
 * `npm run bench -- --only <part>` boots the stack once and measures that part alone, replacing only its
 * keys in the existing report (for a machine too busy for the whole run): `scripts` (first-load JS of `/`, the
 * pop-up and the checkout page, gzip; the checkout page's load time), `orders` (add-order), `load` (the
 * product panel and Pay's request_inline), `admin` (admin and chart chunk sizes, `/admin/dashboard` time to
 * data over 10,000 seeded orders), `refunds` (Pay refund latency: `POST /refund` until the merchant
 * receives `refund.processed`, p50/p95 over 20 refunds), `fuzz` (the route fuzz with a random seed), `scale`
 * (1k → 100k products, 500 → 50k orders; several minutes), `routes` (each measured route next to the exact
 * DynamoDB calls it makes, replayed raw: `route-raw.ts`; on a stack of its own whose gateways record them).
 *
 * Every run also appends a line to `test/bench/history.jsonl` (commit, date, Node version, every figure it
 * measured) and prints each figure's change since the last line that had it (`history.ts`).
 */
const reportFile = path.join(process.cwd(), 'test', 'bench', 'report.json');
const historyFile = path.join(process.cwd(), 'test', 'bench', 'history.jsonl');
const pageSize = 20;

function log(message: string): void {
  process.stdout.write(`bench: ${message}\n`);
}

async function optionalModule<T>(file: string, load: () => Promise<T>): Promise<T | undefined> {
  if (!existsSync(path.join(process.cwd(), file))) return undefined;
  return load();
}

type BenchStack = RunningStack & { data: string };

/** The parts `--only` runs, each on its own fresh stack, each answering the report keys it replaces. */
const parts: Record<string, (stack: BenchStack) => Promise<Record<string, unknown>>> = {
  scripts: async (stack) => {
    log('scripts: first-load JS of / and the pop-up as the stack serves them, the checkout page built from its sources (gzip)');
    const measured: Record<string, unknown> = { webFirstLoadJs: firstLoadJs() };
    const popupSize = await optionalModule('popup/scripts/size.ts', async () => (await import('../../popup/scripts/size')).measureInlineScript());
    if (popupSize) measured.popupInlineScript = popupSize;
    const checkoutSize = await optionalModule('popup/src/checkout/main.ts', async () => (await import('../../popup/scripts/size')).measureCheckoutBundle());
    if (checkoutSize) {
      log('checkout page: newTransaction → loaded:transaction in Chromium, median of 10');
      const { measureCheckoutLoad } = await import('./checkout-load');
      measured.checkoutPage = { script: checkoutSize, newTransactionToLoaded: await measureCheckoutLoad(stack.state.payUrl, stack.data) };
    }
    return measured;
  },
  bundles: async () => {
    log('bundling each Lambda handler, then timing its import next to its floor');
    return { lambdaBundles: await measureLambdaBundles() };
  },
  orders: async (stack) => {
    log('add-order under load: 10 connections, 10 s, then its bare TransactWriteItems');
    return { addOrderLatency: { measuredAt: new Date().toISOString(), ...(await measureAddOrder(stack.state)) } };
  },
  load: async (stack) => {
    log('product panel, then request_inline, under load: 10 connections, 10 s, each next to its bare DynamoDB operation');
    const productPanelLatency = await measureProductPanel(stack.state);
    return { productPanelLatency, requestInlineLatency: await measureRequestInline(stack.state, stack.data) };
  },
  admin: async (stack) => {
    log('admin: chunk sizes, 10,000 orders seeded with BatchWrite, then GET /admin/dashboard one call at a time');
    return { admin: { measuredAt: new Date().toISOString(), ...(await measureAdmin(stack.state, stack.data)) } };
  },
  refunds: async (stack) => {
    log('refunds: 20 card payments, then one refund of each, one at a time, POST /refund → refund.processed webhook received');
    return { refundLatency: { measuredAt: new Date().toISOString(), ...(await measureRefundLatency(stack.state, stack.data)) } };
  },
  lighthouse: async (stack) => {
    log('Lighthouse (mobile): /, /products/all, a product panel, /orders signed in, the dashboard overview');
    const { runLighthouse } = await import('./lighthouse');
    const { lighthousePages } = await import('./lighthouse-pages');
    return { lighthouse: await runLighthouse(await lighthousePages(stack.state, stack.data)) };
  },
  fuzz: async (stack) => ({ routeFuzz: { measuredAt: new Date().toISOString(), ...(await measureRouteFuzz(stack.state, stack.data, log)) } }),
  scale: async (stack) => ({ scale: { measuredAt: new Date().toISOString(), ...(await measureScale(stack.state, stack.data, log)) } }),
  routes: async (stack) => {
    const file = process.env[routeRawVariable];
    if (!file) throw new Error(`the routes part needs a stack started with ${routeRawVariable}`);
    log('route/raw: each route one request at a time, next to its own DynamoDB calls replayed raw');
    return { routeVsRaw: await measureRouteRaw(stack.state, stack.data, file, { say: log }) };
  },
};

/**
 * Parts that need a stack started otherwise: `routes` needs its gateways to record DynamoDB calls, and Pay's
 * webhook consumer held back so that no `charge.success` reaches the Shop while verify-payment is measured.
 */
function stackEnvFor(part: string): Record<string, string> {
  if (part !== 'routes') return {};
  return { [routeRawVariable]: path.join(mkdtempSync(path.join(tmpdir(), 'aso-bench-operations-')), 'operations.jsonl'), PAY_WEBHOOK_POLL_MS: '3600000' };
}

/** The part named after `flag` (`--only`, or the full run's internal `--measure`), if the flag is given. */
function partAfter(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const part = args[at + 1];
  if (!part || !parts[part]) throw new Error(`${flag} takes one of ${Object.keys(parts).join(', ')}, not ${part ?? 'nothing'}`);
  return part;
}

/** `--measure <part> <file>`: how the full run starts a part in a process of its own (see `inOwnProcess`). */
const measureFlag = '--measure';

/**
 * Runs one part on a fresh stack in a process of its own, and answers its figures. The test helpers a part calls
 * in-process bind their SDK clients to the first stack they meet (the merchant service, the entity modules, through
 * the shared document client), so a second stack in this process would be sent the first one's ports.
 */
async function inOwnProcess(part: string): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'aso-bench-part-'));
  const file = path.join(folder, 'figures.json');
  try {
    const script = process.argv[1];
    if (!script) throw new Error('The bench cannot find its own script to start the part in');
    await new Promise<void>((resolve, reject) => {
      // The same Node and the same loader (tsx) as this process.
      const child = spawn(process.execPath, [...process.execArgv, script, measureFlag, part, file], { stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the ${part} part ended with ${signal ?? `exit code ${String(code)}`}`))));
    });
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function writeReport(report: Record<string, unknown>): void {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(process.cwd(), reportFile)}`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** One line in `test/bench/history.jsonl` for this run's figures (`measured`: the whole report, or one part's keys), and the change since. */
function recordHistory(measured: Record<string, unknown>, only?: string): void {
  const diff = appendToHistory(historyFile, {
    commit: git('rev-parse', 'HEAD') || 'unknown',
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    date: new Date().toISOString(),
    node: process.version,
    ...(only ? { only } : {}),
    figures: flattenFigures(measured),
  });
  log(`history: a line appended to ${path.relative(process.cwd(), historyFile)}`);
  for (const line of formatDiff(diff)) log(line);
}

/** Boots a fresh stack, runs `measure` on it and stops it (its data folder removed). */
async function onFreshStack(measure: (stack: BenchStack) => Promise<Record<string, unknown>>, env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  log('starting the local stack (emulators, tables, seed)');
  const before = { ...process.env };
  Object.assign(process.env, env);
  const stack = await startOwnStack();
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
    rmSync(stack.data, { recursive: true, force: true });
    for (const file of Object.values(env).filter((value) => value.endsWith('.jsonl'))) rmSync(path.dirname(file), { recursive: true, force: true });
    for (const name of Object.keys(env)) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  }
}

async function measurePartOnly(part: string): Promise<void> {
  const measure = parts[part];
  if (!measure) return;
  const measured = await onFreshStack(measure, stackEnvFor(part));
  const earlier = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>) : {};
  writeReport({ ...earlier, ...measured });
  recordHistory(measured, part);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const measured = partAfter(args, measureFlag);
  if (measured) {
    const file = args[args.indexOf(measureFlag) + 2];
    if (!file) throw new Error(`${measureFlag} ${measured} needs the file to write its figures to`);
    const measure = parts[measured];
    if (measure) writeFileSync(file, JSON.stringify(await onFreshStack(measure, stackEnvFor(measured))));
    return;
  }
  const only = partAfter(args, '--only');
  if (only) return measurePartOnly(only);

  const report: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version, machine: { cpus: (await import('node:os')).cpus().length } };

  log('bundling each Lambda handler');
  report.lambdaBundles = await measureLambdaBundles();

  log('starting the local stack (first run: emulators, tables, seed)');
  const first = await startOwnStack();
  await first.stop();
  log(`first boot ${first.bootMs} ms; restarting on the same data`);
  const warm = await startOwnStack(first.data);
  report.localStackBootMs = { firstRunWithSeed: first.bootMs, afterFirstRun: warm.bootMs };

  try {
    Object.assign(report, await parts.scripts?.({ ...warm, data: first.data }));

    log(`catalog API under load: ${pageSize} products a page, 20 connections, 10 s`);
    const apiFigure = await loadCatalogApi(warm.state.shopUrl, pageSize);
    log('raw DynamoDB Local Query for the same page, same concurrency and duration');
    const rawFigure = await loadRawQuery(warm.state, pageSize);
    report.catalogLatency = { pageSize, api: apiFigure, rawDynamoDbQuery: rawFigure };

    log('add-order under load: 10 connections, 10 s, then its bare TransactWriteItems');
    report.addOrderLatency = await measureAddOrder(warm.state);
    Object.assign(report, await parts.load?.({ ...warm, data: first.data }));
    Object.assign(report, await parts.admin?.({ ...warm, data: first.data }));
    Object.assign(report, await parts.refunds?.({ ...warm, data: first.data }));

    Object.assign(report, await parts.lighthouse?.({ ...warm, data: first.data }));
  } finally {
    await warm.stop();
    rmSync(first.data, { recursive: true, force: true });
  }

  // On a stack of its own: it writes addresses, orders and transactions the figures above should not see, and it
  // reads both tables whole around each rejected batch (the admin part's 10,000 orders made that an hour).
  Object.assign(report, await inOwnProcess('fuzz'));
  // On a stack of its own: it seeds 150,000 items, which would weigh on every figure above.
  Object.assign(report, await inOwnProcess('scale'));
  Object.assign(report, await inOwnProcess('routes'));
  writeReport(report);
  recordHistory(report);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
