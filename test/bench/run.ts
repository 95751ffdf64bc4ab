import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureAdmin } from './admin-load';
import { startBenchStack } from './bench-stack';
import { loadCatalogApi, loadRawQuery } from './catalog-load';
import { firstLoadJs } from './first-load';
import { measureRouteFuzz } from './fuzz-load';
import { measureLambdaBundles } from './lambda-bundles';
import { measureAddOrder } from './order-load';

/**
 * `npm run bench`: measures, never asserts. Writes `test/bench/report.json` with Lambda bundle sizes and
 * import times (next to a bare DynamoDB client), first-load JS of `/`, the pop-up script's size, the checkout
 * page's script size and its newTransaction → loaded:transaction time, catalog
 * API latency under load next to a raw DynamoDB Local Query, add-order latency under load next to its bare
 * TransactWriteItems, local stack boot times, Lighthouse and a longer route fuzz (requests sent, 5xx answers).
 *
 * `npm run bench -- --only orders` boots the stack once and measures add-order alone, replacing only
 * `addOrderLatency` in the existing report (for a machine too busy for the whole run); `--only admin` likewise
 * replaces only `admin` (admin and chart chunk sizes, `/admin/dashboard` time to data over 10,000 seeded orders), and
 * `--only fuzz` runs the route fuzz alone and replaces only `routeFuzz`.
 */
const reportFile = path.join(process.cwd(), 'test', 'bench', 'report.json');
const pageSize = 20;

function log(message: string): void {
  process.stdout.write(`bench: ${message}\n`);
}

async function optionalModule<T>(file: string, load: () => Promise<T>): Promise<T | undefined> {
  if (!existsSync(path.join(process.cwd(), file))) return undefined;
  return load();
}

const parts = ['orders', 'admin', 'fuzz'] as const;
type Part = (typeof parts)[number];

function onlyPart(args: readonly string[]): Part | undefined {
  const at = args.indexOf('--only');
  if (at === -1) return undefined;
  const part = parts.find((name) => name === args[at + 1]);
  if (!part) throw new Error(`--only takes ${parts.map((name) => `"${name}"`).join(' or ')}, not ${args[at + 1] ?? 'nothing'}`);
  return part;
}

function writeReport(report: Record<string, unknown>): void {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(process.cwd(), reportFile)}`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

const adminMessage = 'admin: chunk sizes, 10,000 orders seeded with BatchWrite, then GET /admin/dashboard one call at a time';

async function measureOnly(part: Part): Promise<void> {
  log('starting the local stack (emulators, tables, seed)');
  const stack = await startBenchStack();
  try {
    const earlier = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>) : {};
    if (part === 'orders') {
      log('add-order under load: 10 connections, 10 s, then its bare TransactWriteItems');
      const addOrderLatency = await measureAddOrder(stack.state);
      writeReport({ ...earlier, addOrderLatency: { measuredAt: new Date().toISOString(), ...addOrderLatency } });
    } else if (part === 'admin') {
      log(adminMessage);
      const admin = await measureAdmin(stack.state, stack.data);
      writeReport({ ...earlier, admin: { measuredAt: new Date().toISOString(), ...admin } });
    } else {
      writeReport({ ...earlier, routeFuzz: { measuredAt: new Date().toISOString(), ...(await measureRouteFuzz(stack.state, stack.data, log)) } });
    }
  } finally {
    await stack.stop();
    rmSync(stack.data, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = onlyPart(process.argv.slice(2));
  if (only) return measureOnly(only);

  const report: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version, machine: { cpus: (await import('node:os')).cpus().length } };

  log('bundling each Lambda handler');
  report.lambdaBundles = await measureLambdaBundles();

  log('starting the local stack (first run: emulators, tables, seed)');
  const first = await startBenchStack();
  await first.stop();
  log(`first boot ${first.bootMs} ms; restarting on the same data`);
  const warm = await startBenchStack(first.data);
  report.localStackBootMs = { firstRunWithSeed: first.bootMs, afterFirstRun: warm.bootMs };

  try {
    report.webFirstLoadJs = firstLoadJs();
    const popupSize = await optionalModule('popup/scripts/size.ts', async () => (await import('../../popup/scripts/size')).measureInlineScript());
    if (popupSize) report.popupInlineScript = popupSize;
    const checkoutSize = await optionalModule('popup/src/checkout/main.ts', async () => (await import('../../popup/scripts/size')).measureCheckoutBundle());
    if (checkoutSize) {
      log('checkout page: newTransaction → loaded:transaction in Chromium, median of 10');
      const { measureCheckoutLoad } = await import('./checkout-load');
      report.checkoutPage = { script: checkoutSize, newTransactionToLoaded: await measureCheckoutLoad(warm.state.payUrl, first.data) };
    }

    log(`catalog API under load: ${pageSize} products a page, 20 connections, 10 s`);
    const apiFigure = await loadCatalogApi(warm.state.shopUrl, pageSize);
    log('raw DynamoDB Local Query for the same page, same concurrency and duration');
    const rawFigure = await loadRawQuery(warm.state, pageSize);
    report.catalogLatency = { pageSize, api: apiFigure, rawDynamoDbQuery: rawFigure };

    log('add-order under load: 10 connections, 10 s, then its bare TransactWriteItems');
    report.addOrderLatency = await measureAddOrder(warm.state);

    log(adminMessage);
    report.admin = await measureAdmin(warm.state, first.data);

    const lighthouse = await optionalModule('test/bench/lighthouse.ts', async () => (await import('./lighthouse')).runLighthouse(warm.state.shopUrl));
    if (lighthouse) report.lighthouse = lighthouse;

    // Last: the fuzz writes addresses, orders and transactions the measurements above should not see.
    report.routeFuzz = await measureRouteFuzz(warm.state, first.data, log);
  } finally {
    await warm.stop();
    rmSync(first.data, { recursive: true, force: true });
  }

  writeReport(report);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
