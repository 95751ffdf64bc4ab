import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 * `addOrderLatency` in the existing report (for a machine too busy for the whole run); `--only fuzz` likewise runs
 * the route fuzz alone and replaces only `routeFuzz`.
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

function onlyPart(args: readonly string[]): 'orders' | 'fuzz' | undefined {
  const at = args.indexOf('--only');
  if (at === -1) return undefined;
  const part = args[at + 1];
  if (part !== 'orders' && part !== 'fuzz') throw new Error(`--only takes "orders" or "fuzz", not ${part ?? 'nothing'}`);
  return part;
}

function writeReport(report: Record<string, unknown>): void {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(process.cwd(), reportFile)}`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

async function measureOnly(part: 'orders' | 'fuzz'): Promise<void> {
  log('starting the local stack (emulators, tables, seed)');
  const stack = await startBenchStack();
  try {
    const earlier = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>) : {};
    if (part === 'fuzz') {
      writeReport({ ...earlier, routeFuzz: { measuredAt: new Date().toISOString(), ...(await measureRouteFuzz(stack.state, stack.data, log)) } });
      return;
    }
    log('add-order under load: 10 connections, 10 s, then its bare TransactWriteItems');
    const addOrderLatency = await measureAddOrder(stack.state);
    writeReport({ ...earlier, addOrderLatency: { measuredAt: new Date().toISOString(), ...addOrderLatency } });
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
