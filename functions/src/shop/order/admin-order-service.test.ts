import { fakeDynamoDb, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Order, type OrderItem } from '../db/order';
import { updateOrderStatus } from './admin-order-service';
import { orderFixture } from './order-fixture';

const order: OrderItem = orderFixture({ payment: 'paid' });
const stored = Order.create(order).params().Item;

function answer(command: SentCommand) {
  return command.name === 'GetCommand' ? { Item: stored } : {};
}

afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());

describe('updateOrderStatus', () => {
  test('It should move the order, the pending count, the notification, the e-mail to the customer and the audit entry in one transaction', async () => {
    const sent = fakeDynamoDb(answer);
    const updated = await updateOrderStatus('admin-1', order.orderID, 'processing');
    expect(updated).toMatchObject({ orderID: order.orderID, status: 'processing', userId: 'user-1' });
    const items = transactItems(sent);
    expect(items).toHaveLength(5);
    expect(String(items[0]?.Update?.ConditionExpression)).toMatch(/#status = :status0/);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':name_u0': 'orders:pending', ':value_u0': -1 });
    expect(items[2]?.Put?.Item).toMatchObject({ __edb_e__: 'notification', userId: 'user-1', notificationId: 'ABCDEFGHJK.status.2', title: 'Order processing' });
    expect(items[3]?.Put?.Item).toMatchObject({ __edb_e__: 'outboxMail', mailId: 'ABCDEFGHJK.status.2', to: 'ada@example.com', subject: expect.stringContaining('processing') });
    expect(items[4]?.Put?.Item).toMatchObject({ __edb_e__: 'auditEntry', actorId: 'admin-1', entity: 'order', entityId: 'ABCDEFGHJK', action: 'update-status', before: 'status: pending', after: 'status: processing' });
  });

  test('It should not count a move between processing and completed', async () => {
    const processing = Order.create({ ...order, status: 'processing' }).params().Item;
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: processing } : {}));
    await updateOrderStatus('admin-1', order.orderID, 'completed');
    const counters = transactItems(sent).filter((item) => item.Update?.ExpressionAttributeValues && ':name_u0' in (item.Update.ExpressionAttributeValues as object));
    expect(counters).toEqual([]);
  });

  test('It should refuse to start work on an unpaid order without the confirmation, and count nothing when confirmed', async () => {
    const unpaid = Order.create({ ...order, payment: 'unpaid' }).params().Item;
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: unpaid } : {}));
    await expect(updateOrderStatus('admin-1', order.orderID, 'processing')).rejects.toMatchObject({ statusCode: 409, message: 'This order is unpaid. Confirm to start work on it anyway.' });
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toEqual([]);
    await updateOrderStatus('admin-1', order.orderID, 'processing', true);
    const items = transactItems(sent);
    expect(items.map((item) => (item.Put?.Item as { __edb_e__?: string } | undefined)?.__edb_e__ ?? 'update')).toEqual(['update', 'notification', 'outboxMail', 'auditEntry']);
    expect(items[3]?.Put?.Item).toMatchObject({ after: 'status: processing, payment: unpaid' });
  });

  test('It should refuse cancelled as a status (400) and any move of a cancelled order (409)', async () => {
    const cancelled = Order.create({ ...order, status: 'cancelled' }).params().Item;
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: cancelled } : {}));
    await expect(updateOrderStatus('admin-1', order.orderID, 'cancelled')).rejects.toMatchObject({ statusCode: 400, message: 'use Cancel order' });
    await expect(updateOrderStatus('admin-1', order.orderID, 'pending')).rejects.toMatchObject({ statusCode: 409 });
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toEqual([]);
  });

  test('It should write nothing and mail nobody when the order already has the status', async () => {
    const sent = fakeDynamoDb(answer);
    await updateOrderStatus('admin-1', order.orderID, 'pending');
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toEqual([]);
  });
});
