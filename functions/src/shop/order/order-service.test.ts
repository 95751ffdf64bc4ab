import { fakeDynamoDb, queuedMails, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { DeliveryDetails } from '../db/delivery-details';
import { DiscountSlot } from '../db/discount-slot';
import { IdempotencyRecord } from '../db/idempotency-record';
import { Order } from '../db/order';
import { MeasurementSet } from '../db/measurement-set';
import { Product } from '../db/product';
import { initializePayment } from '../shared/pay-client';
import { addOrderBody } from './contract';
import { orderFixture } from './order-fixture';
import { placeOrder } from './order-service';

// Cognito and Pay are the edges here; DynamoDB is answered at the document-client edge.
jest.mock('../shared/profile-store', () => ({
  ensureProfile: jest.fn(async () => ({ userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678' })),
}));
jest.mock('../shared/pay-client', () => ({ initializePayment: jest.fn(), verifyPayment: jest.fn() }));

const userId = 'user-1';
const product = Product.create({
  id: 'p1',
  name: 'Agbada',
  description: 'd',
  amount: 20_000_00,
  category: 'Men',
  categoryKey: 'men',
  coverImageKey: 'products/a.png',
  imageKeys: [],
  created_at: '2026-01-01T00:00:00.000Z',
}).params().Item;
const set = MeasurementSet.create({ userId, measurementId: 'm1', name: 'Ada', chest: 38, createdAt: '2026-01-01T00:00:00.000Z' }).params().Item;
const address = DeliveryDetails.create({ userId, deliveryDetailsId: 'd1', name: 'Ada', phone: '+2348012345678', address: '12 Allen Avenue', country: 'Nigeria', state: 'Lagos', city: 'Ikeja', createdAt: 'c' }).params().Item;
const slot = (n: number) => DiscountSlot.create({ userId, slot: n, orderID: `ORDER${n}`, state: 'used', holdUntil: '2026-01-01T00:00:00.000Z' }).params().Item;

const body = addOrderBody.parse({ items: [{ productId: 'p1', quantity: 2 }], delivery: true, deliveryDetailsId: 'd1', measurementId: 'm1', idempotencyKey: 'key-12345678' });

/** Answers each read; the order read back is the one the transaction wrote; the first `cancelFirst` transactions are cancelled for `reason`. */
function store(slots: unknown[], cancelFirst = 0, reason = 'ConditionalCheckFailed') {
  let written: Record<string, unknown> | undefined;
  let cancels = cancelFirst;
  return (command: SentCommand) => {
    const key = JSON.stringify(command.input.Key ?? command.input.ExpressionAttributeValues ?? {});
    switch (command.name) {
      case 'BatchGetCommand':
        return { Responses: { 'shop-unit-test': [product] }, UnprocessedKeys: {} };
      case 'QueryCommand':
        return { Items: key.includes('discountslot') ? slots : [set] };
      case 'TransactWriteCommand': {
        if (cancels > 0) {
          cancels -= 1;
          throw Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: reason }] });
        }
        const items = command.input.TransactItems as { Put?: { Item: Record<string, unknown> } }[];
        written = items.find((item) => item.Put?.Item.__edb_e__ === 'order')?.Put?.Item;
        return {};
      }
      case 'GetCommand':
        if (key.includes('deliverydetails')) return { Item: address };
        if (key.includes('$order')) return { Item: written };
        return {};
      default:
        return {};
    }
  };
}

beforeEach(() => jest.mocked(initializePayment).mockResolvedValue({ access_code: 'ac_1', authorization_url: 'u', reference: 'r' }));
afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());

describe('placeOrder', () => {
  test('It should write the order, its discount slot, the counters, the notification, its e-mail and the idempotency record in one transaction', async () => {
    const sent = fakeDynamoDb(store([]));
    const order = await placeOrder(userId, body);
    expect(order).toMatchObject({ subtotal: 40_000_00, discount: 20_000_00, deliveryFee: 100_00, totalPrice: 20_100_00, accessCode: 'ac_1' });
    const transaction = sent.find((command) => command.name === 'TransactWriteCommand');
    const items = transaction?.input.TransactItems as Record<string, { Item?: Record<string, unknown> }>[];
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'Update', 'Put', 'Put', 'Put']);
    expect(items.map((item) => item.Put?.Item?.__edb_e__).filter(Boolean)).toEqual(['order', 'discountSlot', 'notification', 'outboxMail', 'idempotencyRecord']);
    expect(initializePayment).toHaveBeenCalledWith(expect.objectContaining({ amount: 20_100_00, reference: order.orderID, metadata: { orderID: order.orderID } }));
  });

  test('It should price without the discount once three slots are used', async () => {
    fakeDynamoDb(store([slot(1), slot(2), slot(3)]));
    expect(await placeOrder(userId, body)).toMatchObject({ discount: 0, totalPrice: 40_100_00 });
  });

  test('It should read the slots again and retry when a concurrent placement took a slot meanwhile', async () => {
    const sent = fakeDynamoDb(store([], 2));
    await placeOrder(userId, body);
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toHaveLength(3);
    expect(sent.filter((command) => command.name === 'QueryCommand' && JSON.stringify(command.input).includes('discountslot'))).toHaveLength(3);
  });

  test('It should send the same transaction again when only a conflicting transaction cancelled it', async () => {
    const sent = fakeDynamoDb(store([], 1, 'TransactionConflict'));
    await placeOrder(userId, body);
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toHaveLength(2);
    expect(sent.filter((command) => command.name === 'QueryCommand' && JSON.stringify(command.input).includes('discountslot'))).toHaveLength(1);
  });

  test('It should answer a new order as written, without reading it back, its confirmation queued with it for the mail outbox', async () => {
    jest.mocked(initializePayment).mockResolvedValue({ access_code: 'ac_1', authorization_url: 'u', reference: 'r' });
    const sent = fakeDynamoDb(store([]));
    const order = await placeOrder(userId, body);
    const [mail, ...others] = queuedMails(sent);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ mailId: `${order.orderID}.placed`, to: 'ada@example.com', subject: expect.stringContaining(order.orderID), attempts: 0 });
    expect(String(mail?.html)).toContain('Ada Obi');
    expect(order).toMatchObject({ name: 'Ada Obi', email: 'ada@example.com', status: 'pending', payment: 'unpaid', accessCode: 'ac_1' });
    expect(sent.filter((command) => command.name === 'GetCommand' && JSON.stringify(command.input.Key).includes('$order'))).toHaveLength(0);
  });

  test('It should answer a used idempotency key with its earlier order even when that cart could not be placed now', async () => {
    const earlier = Order.create(orderFixture({ orderID: 'EARLIER123', accessCode: 'ac_earlier' })).params().Item;
    const record = IdempotencyRecord.create({ userId, scope: 'add-order', idempotencyKey: body.idempotencyKey, result: JSON.stringify({ orderID: 'EARLIER123' }), expiresAt: 1 }).params().Item;
    const sent = fakeDynamoDb((command) => {
      const key = JSON.stringify(command.input.Key ?? {});
      if (command.name === 'GetCommand' && key.includes('idempotencyrecord')) return { Item: record };
      if (command.name === 'GetCommand' && key.includes('$order')) return { Item: earlier };
      if (command.name === 'BatchGetCommand') return { Responses: { 'shop-unit-test': [] }, UnprocessedKeys: {} };
      return store([])(command);
    });
    expect(await placeOrder(userId, body)).toMatchObject({ orderID: 'EARLIER123', accessCode: 'ac_earlier' });
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
    expect(initializePayment).not.toHaveBeenCalled();
  });

  test('It should refuse a measurement set the caller does not have, before writing anything', async () => {
    const sent = fakeDynamoDb(store([]));
    await expect(placeOrder(userId, { ...body, measurementId: 'other' })).rejects.toThrow('measurement no longer exists');
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
  });
});
