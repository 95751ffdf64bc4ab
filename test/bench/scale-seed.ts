import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putItems } from '../../functions/src/lib/db/put-items';
import { localCredentials } from '../../infra/local/local-aws';
import { dataDir } from '../../infra/local/paths';
import { readStackState, type StackState } from '../../infra/local/stack-state';
import { benchDocumentClient } from './load-runner';

/**
 * Seeds a large catalog (with its search index) and order book into a local stack's DynamoDB Local, fast: items
 * are built through the data-layer entities (so every key and index attribute is what the API writes), sent as
 * BatchWriteItem of 25 from parallel writers, and the counters the API keeps (each category's `productCount`, the
 * dashboard's `products`, `orders`; the seeded orders are unpaid, so none waits for work) are raised by what was added.
 *
 * Alone, against the stack `npm start` runs (or the one in `LOCAL_DATA_DIR`):
 *   npx tsx test/bench/scale-seed.ts --products 100000 --orders 50000 [--customers 5000]
 * Each run adds that many (new ids); it never deletes. Local only: it reads the local stack's state file.
 */
export interface ScaleSeed {
  products: number;
  orders: number;
  /** Customers the orders are spread over (round robin). */
  customers: number;
  /** A customer who also gets `orders` orders of their own: the one whose order list is measured. */
  customer?: { userId: string; name: string; email: string; orders: number };
}

export interface ScaleSeedFigure {
  items: number;
  ms: number;
  itemsPerSecond: number;
}

const writers = 8;
const colours = ['Ivory', 'Indigo', 'Wine', 'Emerald', 'Sand', 'Plum', 'Gold', 'Navy', 'Coral', 'Olive', 'Slate', 'Ruby', 'Cream', 'Teal', 'Rust', 'Onyx'];
const fabrics = ['Lace', 'Damask', 'Brocade', 'Linen', 'Wax-Print', 'Velvet', 'Cotton', 'Silk', 'Chiffon', 'Guinea'];
const garments = ['Set', 'Dress', 'Tunic', 'Two-Piece', 'Wrapper', 'Shirt', 'Gown', 'Robe', 'Jumpsuit', 'Blouse'];

/** Points the entity modules at the stack (they read these when first imported). */
export function pointAtStack(state: StackState): void {
  Object.assign(process.env, {
    TABLE_NAME: state.tables.shop,
    AWS_ENDPOINT_URL_DYNAMODB: state.endpoints.dynamodb,
    AWS_REGION: state.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  });
}

type Progress = (message: string) => void;

async function writeAll(client: DynamoDBDocumentClient, table: string, items: Iterator<Record<string, unknown>>, progress: Progress): Promise<number> {
  let written = 0;
  const started = performance.now();
  const writer = async () => {
    for (;;) {
      const batch: Record<string, unknown>[] = [];
      while (batch.length < 25) {
        const next = items.next();
        if (next.done) break;
        batch.push(next.value);
      }
      if (batch.length === 0) return;
      await putItems(client, table, batch);
      written += batch.length;
      if (written % 10_000 < batch.length) progress(`${written} items written (${Math.round(written / ((performance.now() - started) / 1000))}/s)`);
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return written;
}

type UpdateParams = ConstructorParameters<typeof UpdateCommand>[0];

/** Sends a counter update as the data layer builds it (with its identifiers), on the stack's table. */
async function raise(client: DynamoDBDocumentClient, table: string, params: UpdateParams, by: number): Promise<void> {
  if (by === 0) return;
  await client.send(new UpdateCommand({ ...params, TableName: table }));
}

/** Adds `plan.products` products over the stack's categories and `plan.orders` orders over `plan.customers` customers. */
export async function seedScale(state: StackState, plan: ScaleSeed, progress: Progress = () => undefined): Promise<ScaleSeedFigure> {
  pointAtStack(state);
  const { Product } = await import('../../functions/src/shop/db/product');
  const { SearchTerm, searchTermItems } = await import('../../functions/src/shop/db/search-term');
  const { Category } = await import('../../functions/src/shop/db/category');
  const { Order } = await import('../../functions/src/shop/db/order');
  const { DashboardCounter } = await import('../../functions/src/shop/db/dashboard-counter');
  const { orderFixture } = await import('../../functions/src/shop/order/order-fixture');
  const { newOrderId } = await import('../../functions/src/shop/order/order-id');
  const client = benchDocumentClient(state);
  const table = state.tables.shop;
  const started = performance.now();

  const listed = await client.send(new QueryCommand(Category.query.list({}).params() as ConstructorParameters<typeof QueryCommand>[0]));
  const categories = Category.parse({ Items: listed.Items ?? [] }).data.filter((category) => !category.deletingSince);
  if (categories.length === 0) throw new Error('The stack has no category to put products in');
  const perCategory = new Map<string, number>();
  const run = randomUUID().slice(0, 8);
  const now = Date.now();
  const yearMs = 365 * 86_400_000;

  function* products(): Generator<Record<string, unknown>> {
    for (let n = 0; n < plan.products; n += 1) {
      const category = categories[n % categories.length];
      if (!category) return;
      perCategory.set(category.id, (perCategory.get(category.id) ?? 0) + 1);
      const name = `${colours[n % colours.length]} ${fabrics[Math.floor(n / 7) % fabrics.length]} ${garments[Math.floor(n / 13) % garments.length]}`;
      const id = `scale-${run}-${n}`;
      const coverImageKey = `products/${id}/cover.svg`;
      const item = {
        id,
        name,
        description: `${name}, made to measure.`,
        amount: 10_000_00 + ((n * 7919) % 400_000) * 100,
        category: category.name,
        categoryKey: category.nameKey,
        coverImageKey,
        imageKeys: [coverImageKey],
        topProduct: n % 50 === 0,
        // Spread over the year before the seed, so new items interleave with the demo catalog's.
        created_at: new Date(now - 60_000 - Math.floor(Math.random() * yearMs)).toISOString(),
      };
      yield Product.put(item).params().Item as Record<string, unknown>;
      for (const term of searchTermItems(item)) yield SearchTerm.put(term).params().Item as Record<string, unknown>;
    }
  }

  function* orders(): Generator<Record<string, unknown>> {
    const own = plan.customer;
    for (let n = 0; n < plan.orders + (own?.orders ?? 0); n += 1) {
      const mine = own && n >= plan.orders;
      const customer = n % Math.max(1, plan.customers);
      const at = new Date(now - 60_000 - Math.floor(Math.random() * yearMs)).toISOString();
      const item = orderFixture({
        orderID: newOrderId(),
        userId: mine ? own.userId : `scale-${run}-customer-${customer}`,
        name: mine ? own.name : `Customer ${customer}`,
        email: mine ? own.email : `scale-${run}-${customer}@example.com`,
        created_at: at,
        updated_at: at,
        statusHistory: [{ status: 'pending', at }],
      });
      yield Order.put(item).params().Item as Record<string, unknown>;
    }
  }

  const items = (await writeAll(client, table, products(), progress)) + (await writeAll(client, table, orders(), progress));
  const placed = plan.orders + (plan.customer?.orders ?? 0);
  // The params are the UpdateItem input the SDK takes.
  for (const [id, count] of perCategory) await raise(client, table, Category.update({ id }).add({ productCount: count }).params() as UpdateParams, count);
  const counter = (name: string, by: number) => raise(client, table, DashboardCounter.update({ name }).add({ value: by }).params() as UpdateParams, by);
  await counter('products', plan.products);
  await counter('orders', placed);
  client.destroy();
  const ms = Math.round(performance.now() - started);
  return { items, ms, itemsPerSecond: Math.round(items / (ms / 1000)) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string' }, orders: { type: 'string' }, customers: { type: 'string' } }, strict: true });
  const count = (text: string | undefined, fallback: number) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Not a count: ${text ?? ''}`);
    return value;
  };
  const data = dataDir();
  const state = readStackState(data);
  if (!state) throw new Error(`No local stack in ${data}: run \`npm start\` first (or set LOCAL_DATA_DIR).`);
  const orders = count(values.orders, 50_000);
  const plan = { products: count(values.products, 100_000), orders, customers: count(values.customers, Math.max(1, Math.ceil(orders / 10))) };
  process.stdout.write(`scale-seed: adding ${plan.products} products and ${plan.orders} orders (${plan.customers} customers) to ${state.shopUrl}\n`);
  const figure = await seedScale(state, plan, (message) => process.stdout.write(`scale-seed: ${message}\n`));
  process.stdout.write(`scale-seed: ${figure.items} items in ${figure.ms} ms (${figure.itemsPerSecond} items/s)\n`);
}

if (process.argv[1]?.endsWith('scale-seed.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`scale-seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
