import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';
import type { OrderItem } from '../../functions/src/shop/db/order';
import type { AddOrderBody } from '../../functions/src/shop/order/contract';
import { benchDocumentClient, isTransactionCancelled, loadApi, loadRaw, type LatencyFigure, type LoadShape } from './load-runner';

export interface AddOrderLatency {
  connections: number;
  durationSeconds: number;
  /** Gateway → handler → reads, pricing, the order transaction (the confirmation mail queued in it) and Pay's transaction/initialize over HTTP. */
  apiIncludingPayInitialize: LatencyFigure;
  /** The order transaction alone: the same items as one TransactWriteItems on DynamoDB Local, nothing before or after. */
  rawDynamoDbTransactWriteItems: LatencyFigure;
  note: string;
}

const shape: LoadShape = { connections: 10, durationSeconds: 10 };

interface BenchShopper {
  token: string;
  body: Omit<AddOrderBody, 'idempotencyKey'>;
}

/**
 * A fresh customer on the bench stack through the real sign-up (the code read from the local mailbox),
 * with one delivery address and one measurement set, ordering the first two seeded products. The test
 * helpers read the stack's URLs from the environment, as under jest.
 */
export async function benchShopper(state: StackState): Promise<BenchShopper> {
  process.env.SHOP_URL = state.shopUrl;
  process.env.PAY_URL = state.payUrl;
  const { catalog, registerShopper } = await import('../support/orders');
  const shopper = await registerShopper('bench-orders');
  const products = await catalog(2);
  return {
    token: shopper.token,
    body: {
      items: products.map((product) => ({ productId: product.id, quantity: 1 })),
      delivery: true,
      deliveryDetailsId: shopper.addressId,
      measurementId: shopper.measurementId,
    },
  };
}

/** The first order placed before the load, as stored: the shape every raw transaction copies. */
export async function placeTemplateOrder(state: StackState, shopper: BenchShopper): Promise<OrderItem> {
  const response = await fetch(`${state.shopUrl}/api/v1/order/add-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ ...shopper.body, idempotencyKey: `bench-${randomUUID()}` }),
  });
  const answer = (await response.json()) as { message?: string; data?: { orderID?: string } };
  const orderID = answer.data?.orderID;
  if (response.status !== 201 || !orderID) throw new Error(`add-order answered ${response.status}: ${answer.message ?? ''}`);
  process.env.TABLE_NAME = state.tables.shop;
  const { Order } = await import('../../functions/src/shop/db/order');
  const stored = await benchDocumentClient(state).send(new GetCommand(Order.get({ orderID }).params()));
  const { data } = Order.parse({ Item: stored.Item });
  if (!data) throw new Error(`Order ${orderID} was not stored`);
  return data;
}

/**
 * `POST /api/v1/order/add-order` under load for one customer, each request with its own idempotency key,
 * so each places a new order (only the customer's first three claim a member-discount slot).
 */
function loadAddOrderApi(state: StackState, shopper: BenchShopper): Promise<LatencyFigure> {
  return loadApi({
    ...shape,
    url: `${state.shopUrl}/api/v1/order/add-order`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: () => JSON.stringify({ ...shopper.body, idempotencyKey: `bench-${randomUUID()}` }),
  });
}

/**
 * The floor: add-order's transaction as the data layer builds it (order, a member-discount slot claim, both
 * dashboard counters, the "order placed" notification, the idempotency record), sent straight to DynamoDB
 * Local with the same concurrency and duration. Each transaction is a new member's first order (its own
 * slot 1), so every one carries the slot write; the counters are the shared items the API updates too.
 */
async function loadRawOrderTransaction(state: StackState, template: OrderItem): Promise<LatencyFigure> {
  process.env.TABLE_NAME = state.tables.shop;
  const { shopTables } = await import('../../functions/src/shop/db/transaction');
  const { newOrderId } = await import('../../functions/src/shop/order/order-id');
  const { orderPlacedNotification } = await import('../../functions/src/shop/order/order-notifications');
  const client = benchDocumentClient(state);
  const { accessCode: _placedLater, ...stored } = template;
  // The params are the TransactItems the SDK takes.
  const transactionFor = (): ConstructorParameters<typeof TransactWriteCommand>[0] => {
    const now = new Date();
    const userId = `bench-raw-${randomUUID()}`;
    const item: OrderItem = { ...stored, orderID: newOrderId(), userId, discountSlot: 1, created_at: now.toISOString(), updated_at: now.toISOString() };
    return shopTables.transaction
      .write(({ order, discountSlot, dashboardCounter, notification, idempotencyRecord }) => [
        order.create(item).commit(),
        discountSlot.create({ userId, slot: 1, orderID: item.orderID, state: 'reserved', holdUntil: new Date(now.getTime() + 86_400_000).toISOString() }).commit(),
        dashboardCounter.update({ name: 'orders' }).add({ value: 1 }).commit(),
        notification.create(orderPlacedNotification(item)).commit(),
        idempotencyRecord
          .create({ userId, scope: 'add-order', idempotencyKey: `bench-${randomUUID()}`, result: JSON.stringify({ orderID: item.orderID }), expiresAt: Math.ceil(now.getTime() / 1000) + 86_400 })
          .commit(),
      ])
      .params() as ConstructorParameters<typeof TransactWriteCommand>[0];
  };
  return loadRaw(shape, () => client.send(new TransactWriteCommand(transactionFor())), isTransactionCancelled);
}

/** add-order under load, then its bare transaction, on the same running bench stack. */
export async function measureAddOrder(state: StackState): Promise<AddOrderLatency> {
  const shopper = await benchShopper(state);
  const template = await placeTemplateOrder(state, shopper);
  const api = await loadAddOrderApi(state, shopper);
  const raw = await loadRawOrderTransaction(state, template);
  return {
    ...shape,
    apiIncludingPayInitialize: api,
    rawDynamoDbTransactWriteItems: raw,
    note:
      'The API figure is the whole add-order route for one customer (distinct idempotency keys, two products, delivery): '
      + 'reads of the profile, products, measurement sets, address, settings and discount slots, the transaction (retried when '
      + 'parallel placements conflict on the shared counters; the confirmation mail is queued in it, the mail outbox sends it) and the Pay transaction '
      + 'initialized over HTTP on the local Pay API. The raw figure is only that transaction; its non2xx counts cancelled transactions.',
  };
}
