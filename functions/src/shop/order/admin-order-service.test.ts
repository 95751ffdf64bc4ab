import { fakeDynamoDb, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { sendMail } from '../../lib/mail/send-mail';
import { Order, type OrderItem } from '../db/order';
import { updateOrderStatus } from './admin-order-service';
import { orderFixture } from './order-fixture';

jest.mock('../../lib/mail/send-mail', () => ({ sendMail: jest.fn() }));

const order: OrderItem = orderFixture({ payment: 'paid' });
const stored = Order.create(order).params().Item;

function answer(command: SentCommand) {
  return command.name === 'GetCommand' ? { Item: stored } : {};
}

afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());

describe('updateOrderStatus', () => {
  test('It should move the order, the pending count, the notification and the audit entry in one transaction, then mail the customer', async () => {
    const sent = fakeDynamoDb(answer);
    const updated = await updateOrderStatus('admin-1', order.orderID, 'processing');
    expect(updated).toMatchObject({ orderID: order.orderID, status: 'processing', userId: 'user-1' });
    const items = transactItems(sent);
    expect(items).toHaveLength(4);
    expect(String(items[0]?.Update?.ConditionExpression)).toMatch(/#status = :status0/);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':name_u0': 'orders:pending', ':value_u0': -1 });
    expect(items[2]?.Put?.Item).toMatchObject({ __edb_e__: 'notification', userId: 'user-1', notificationId: 'ABCDEFGHJK.status.2', title: 'Order processing' });
    expect(items[3]?.Put?.Item).toMatchObject({ __edb_e__: 'auditEntry', actorId: 'admin-1', entity: 'order', entityId: 'ABCDEFGHJK', action: 'update-status', before: 'status: pending', after: 'status: processing' });
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(jest.mocked(sendMail).mock.calls[0]?.[0]).toBe('ada@example.com');
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
    expect(items.map((item) => (item.Put?.Item as { __edb_e__?: string } | undefined)?.__edb_e__ ?? 'update')).toEqual(['update', 'notification', 'auditEntry']);
    expect(items[2]?.Put?.Item).toMatchObject({ after: 'status: processing, payment: unpaid' });
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
    expect(sendMail).not.toHaveBeenCalled();
  });
});
