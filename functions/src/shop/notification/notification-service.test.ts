import { NotFoundError } from '../../lib/http/errors';
import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Notification } from '../db/notification';
import { readAllNotifications, readNotification } from './notification-service';

const userId = 'user-1';
const unread = (id: string) =>
  Notification.create({ userId, notificationId: id, title: 'Order placed', body: 'b', type: 'order', orderID: 'ABCDEFGHJK', read: false, created_at: '2026-03-01T10:00:00.000Z' }).params().Item;

function conditionFailure(): Error {
  return Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
}

afterEach(() => jest.restoreAllMocks());

describe('notification-service', () => {
  test("It should mark a notification read only under the caller's own key, and call a missing one not found", async () => {
    const sent = fakeDynamoDb(() => {
      throw conditionFailure();
    });
    await expect(readNotification(userId, 'someone-elses')).rejects.toBeInstanceOf(NotFoundError);
    const update = sent.find((command) => command.name === 'UpdateCommand');
    expect(JSON.stringify(update?.input.Key)).toContain(userId);
    expect(String(update?.input.ConditionExpression)).toMatch(/attribute_exists/);
  });

  test("It should mark each unread notification of the caller read, and count a concurrently deleted one as nothing to do", async () => {
    const sent = fakeDynamoDb((command: SentCommand) => {
      if (command.name === 'QueryCommand') return { Items: [unread('a'), unread('b')] };
      if (JSON.stringify(command.input.Key).includes('notificationid_b')) throw conditionFailure();
      return {};
    });
    expect(await readAllNotifications(userId)).toBe(2);
    const query = sent.find((command) => command.name === 'QueryCommand');
    expect(JSON.stringify(query?.input.ExpressionAttributeValues)).toContain(userId);
    expect(sent.filter((command) => command.name === 'UpdateCommand')).toHaveLength(2);
  });
});
