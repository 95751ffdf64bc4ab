import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putItems } from '../../functions/src/lib/db/put-items';
import type { StackState } from '../../infra/local/stack-state';
import type { Dashboard } from '../../functions/src/shop/dashboard/contract';
import type { OrderItem } from '../../functions/src/shop/db/order';
import { gzipBytes } from './first-load';
import { benchDocumentClient, percentile } from './load-runner';
import { benchShopper, placeTemplateOrder } from './order-load';

export interface AdminBench {
  /** The admin feature's lazy chunk and uPlot's own chunk (loaded by the dashboard only), gzip -9. */
  chunks: { admin: ChunkSize; chart: ChunkSize };
  seed: { orders: number; paid: number; pending: number; ms: number; countersMatch: boolean };
  /** `GET /admin/dashboard` from the request to parsed data, one call at a time. */
  dashboardTimeToData: { calls: number; p50Ms: number; p99Ms: number; maxMs: number };
  note: string;
}

interface ChunkSize {
  file: string;
  gzipBytes: number;
}

const seededOrders = 10_000;
const dashboardCalls = 200;
const writeConcurrency = 8;

/** The built chunk holding a module that `matches`, from the build's chunk record (`npm run build:web`). */
function chunkSize(distDir: string, matches: (moduleId: string) => boolean, what: string): ChunkSize {
  const record = path.join(distDir, '.vite', 'chunk-modules.json');
  if (!existsSync(record)) throw new Error(`${record} is missing: build with npm run build:web`);
  const chunks = JSON.parse(readFileSync(record, 'utf8')) as Record<string, string[]>;
  const found = Object.entries(chunks).find(([, modules]) => modules.some(matches));
  if (!found) throw new Error(`No built chunk holds ${what}`);
  return { file: found[0], gzipBytes: gzipBytes(readFileSync(path.join(distDir, found[0]))) };
}

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await run(item);
    }
  };
  await Promise.all(Array.from({ length: writeConcurrency }, worker));
}

/**
 * 10,000 orders over the last year, copies of one real order with their own ids, dates, statuses and payments,
 * written through the Order entity with BatchWrite (25 a call); then the dashboard counters the same orders
 * would have moved (totals, Lagos day and month sales), so the dashboard stays true to the table.
 */
async function seedOrders(state: StackState, template: OrderItem): Promise<Omit<AdminBench['seed'], 'ms' | 'countersMatch'> & { deltas: Map<string, number> }> {
  const { Order } = await import('../../functions/src/shop/db/order');
  const { DashboardCounter } = await import('../../functions/src/shop/db/dashboard-counter');
  const { newOrderId } = await import('../../functions/src/shop/order/order-id');
  const { salesCounterNames } = await import('../../functions/src/shop/shared/sales-calendar');
  const client = benchDocumentClient(state);
  const { accessCode: _unused, discountSlot: _slot, ...shape } = template;
  const deltas = new Map<string, number>();
  const add = (name: string, value: number) => deltas.set(name, (deltas.get(name) ?? 0) + value);
  const statuses = ['pending', 'processing', 'completed'] as const;
  const now = Date.now();
  const orders: OrderItem[] = Array.from({ length: seededOrders }, (_, index) => {
    const created = new Date(now - Math.floor(((index * 7919) % 365) * 86_400_000 + (index % 24) * 3_600_000)).toISOString();
    const status = statuses[index % 3] ?? 'pending';
    const paid = index % 5 !== 0;
    const paidAt = paid ? created : undefined;
    add('orders', 1);
    if (status === 'pending' && paid) add('orders:pending', 1);
    if (paidAt) {
      const sales = salesCounterNames(paidAt);
      add('orders:paid', 1);
      add('revenue', shape.totalPrice);
      add(sales.dayRevenue, shape.totalPrice);
      add(sales.dayOrders, 1);
      add(sales.monthRevenue, shape.totalPrice);
      add(sales.monthOrders, 1);
    }
    return {
      ...shape,
      orderID: newOrderId(),
      userId: `bench-admin-${index % 500}`,
      status,
      payment: paid ? 'paid' : 'unpaid',
      created_at: created,
      updated_at: created,
      statusHistory: [{ status, at: created }],
      ...(paidAt ? { paidAt, paidReference: `bench-${index}` } : {}),
    };
  });
  const items = orders.map((order) => Order.put(order).params().Item as Record<string, unknown>);
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, n) => items.slice(n * 25, n * 25 + 25));
  await inParallel(batches, (batch) => putItems(client, state.tables.shop, batch));
  await inParallel([...deltas], async ([name, value]) => {
    await client.send(new UpdateCommand(DashboardCounter.update({ name }).add({ value }).params() as unknown as ConstructorParameters<typeof UpdateCommand>[0]));
  });
  client.destroy();
  return { orders: orders.length, paid: deltas.get('orders:paid') ?? 0, pending: deltas.get('orders:pending') ?? 0, deltas };
}

async function fetchDashboard(state: StackState, token: string): Promise<{ ms: number; data: Dashboard }> {
  const started = performance.now();
  const response = await fetch(`${state.shopUrl}/api/v1/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: Dashboard; message?: string };
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.data) throw new Error(`GET /admin/dashboard answered ${response.status}: ${body.message ?? ''}`);
  return { ms, data: body.data };
}

/** The dashboard's figures after the seed equal those before plus what the seed added (totals and 30 days). */
function countersMatch(before: Dashboard, after: Dashboard, deltas: Map<string, number>): boolean {
  const delta = (name: string) => deltas.get(name) ?? 0;
  const totals = after.orders === before.orders + delta('orders') && after.pendingOrders === before.pendingOrders + delta('orders:pending')
    && after.paidOrders === before.paidOrders + delta('orders:paid') && after.revenue === before.revenue + delta('revenue');
  const days = after.daily.every((point, index) => {
    const earlier = before.daily[index];
    return earlier?.period === point.period && point.revenue === earlier.revenue + delta(`revenue:day:${point.period}`) && point.orders === earlier.orders + delta(`orders:paid:day:${point.period}`);
  });
  return totals && days;
}

/** The admin part of `npm run bench`: chunk sizes from the web build, then the dashboard over 10,000 seeded orders. */
export async function measureAdmin(state: StackState, stackData: string): Promise<AdminBench> {
  const distDir = path.join(process.cwd(), 'web', 'dist');
  const chunks = {
    admin: chunkSize(distDir, (id) => id === 'src/features/admin/admin-app.tsx', 'the admin app'),
    chart: chunkSize(distDir, (id) => /(^|\/)node_modules\/uplot\//.test(id), 'uPlot'),
  };
  process.env.TABLE_NAME = state.tables.shop;
  process.env.LOCAL_STACK_DATA_DIR = stackData;
  const { accessTokenFor } = await import('../support/tokens');
  const token = await accessTokenFor('admin');
  const template = await placeTemplateOrder(state, await benchShopper(state));
  const before = (await fetchDashboard(state, token)).data;
  const seedStarted = performance.now();
  const { deltas, ...seeded } = await seedOrders(state, template);
  const seedMs = Math.round(performance.now() - seedStarted);
  const after = (await fetchDashboard(state, token)).data;
  const timings: number[] = [];
  for (let call = 0; call < dashboardCalls; call += 1) timings.push((await fetchDashboard(state, token)).ms);
  timings.sort((a, b) => a - b);
  return {
    chunks,
    seed: { ...seeded, ms: seedMs, countersMatch: countersMatch(before, after, deltas) },
    dashboardTimeToData: { calls: dashboardCalls, p50Ms: percentile(timings, 0.5), p99Ms: percentile(timings, 0.99), maxMs: percentile(timings, 1) },
    note:
      'Chunk sizes are gzip -9 of the built files. The seed writes 10,000 orders with BatchWriteItem through the Order entity '
      + 'and then the dashboard counters they move; countersMatch compares the dashboard before and after with what was seeded. '
      + 'Time to data is one GET /admin/dashboard at a time (fetch to parsed JSON) through the local gateway: the dashboard '
      + 'reads at most 90 counter items, so it does not grow with the number of orders.',
  };
}
