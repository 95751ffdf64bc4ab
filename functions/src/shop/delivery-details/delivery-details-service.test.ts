import { fakeDynamoDb, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { DeliveryDetails } from '../db/delivery-details';
import { User } from '../db/user';
import { addDeliveryDetails, deleteDeliveryDetails, updateDeliveryDetails } from './delivery-details-service';

const userId = 'user-1';
const profile = User.create({ userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', createdAt: 'c', updatedAt: 'u' }).params().Item;
const fields = { name: 'Ada Obi', phone: '+2348012345678', address: '1 Marina', country: 'Nigeria', state: 'Lagos', city: 'Lagos' };

function stored(id: string, isDefault: boolean, day: number) {
  return DeliveryDetails.create({ userId, deliveryDetailsId: id, ...fields, default: isDefault, createdAt: `2024-01-0${day}T00:00:00.000Z` }).params().Item;
}

function answer(items: unknown[]) {
  return (command: SentCommand) => {
    if (command.name === 'GetCommand') return { Item: profile };
    if (command.name === 'QueryCommand') return { Items: items };
    return {};
  };
}

afterEach(() => jest.restoreAllMocks());

describe('delivery-details-service', () => {
  test('It should make the first delivery details the default even when not asked', async () => {
    const sent = fakeDynamoDb(answer([]));
    const added = await addDeliveryDetails(userId, { ...fields, default: false }, undefined);
    expect(added.default).toBe(true);
    expect(transactItems(sent)[0]?.Put?.Item).toMatchObject({ default: true });
  });

  test('It should switch the old default off in the same transaction when a new default is added', async () => {
    const sent = fakeDynamoDb(answer([stored('old', true, 1)]));
    const added = await addDeliveryDetails(userId, { ...fields, default: true }, undefined);
    expect(added.default).toBe(true);
    const items = transactItems(sent);
    expect(items).toHaveLength(2);
    expect(items[0]?.Put?.Item).toMatchObject({ default: true });
    expect(JSON.stringify(items[1]?.Update?.Key)).toContain('old');
    expect(Object.values(items[1]?.Update?.ExpressionAttributeValues ?? {})).toContain(false);
  });

  test('It should promote the oldest remaining delivery details when the default is deleted', async () => {
    const sent = fakeDynamoDb(answer([stored('first', true, 1), stored('second', false, 2), stored('third', false, 3)]));
    await deleteDeliveryDetails(userId, 'first');
    const items = transactItems(sent);
    expect(items).toHaveLength(2);
    expect(JSON.stringify(items[0]?.Delete?.Key)).toContain('first');
    expect(JSON.stringify(items[1]?.Update?.Key)).toContain('second');
    expect(Object.values(items[1]?.Update?.ExpressionAttributeValues ?? {})).toContain(true);
  });

  test('It should refuse deleting delivery details that do not exist', async () => {
    const sent = fakeDynamoDb(answer([stored('first', true, 1)]));
    await expect(deleteDeliveryDetails(userId, 'missing')).rejects.toThrow('Delivery details not found');
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
  });

  // Found by the route fuzz (test/api/route-fuzz.test.ts): two deletes of one address at once answered 500.
  describe('when a concurrent change cancels the transaction', () => {
    const cancelled = () => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });

    function racing(items: unknown[], storedNow: unknown) {
      return (command: SentCommand) => {
        if (command.name === 'TransactWriteCommand') throw cancelled();
        if (command.name === 'GetCommand') return storedNow ? { Item: storedNow } : {};
        return answer(items)(command);
      };
    }

    test('It should answer 404 when the address was deleted meanwhile', async () => {
      fakeDynamoDb(racing([stored('first', true, 1)], undefined));
      await expect(deleteDeliveryDetails(userId, 'first')).rejects.toMatchObject({ statusCode: 404, message: 'Delivery details not found' });
      await expect(updateDeliveryDetails(userId, 'first', { ...fields, default: true })).rejects.toMatchObject({ statusCode: 404 });
    });

    test('It should answer 409 when the address is still there but another one changed', async () => {
      fakeDynamoDb(racing([stored('first', true, 1), stored('second', false, 2)], stored('first', true, 1)));
      await expect(deleteDeliveryDetails(userId, 'first')).rejects.toMatchObject({ statusCode: 409 });
    });

    test('It should answer 409 when adding an address races another change', async () => {
      fakeDynamoDb((command) => {
        if (command.name === 'TransactWriteCommand') throw cancelled();
        return answer([stored('old', true, 1)])(command);
      });
      await expect(addDeliveryDetails(userId, { ...fields, default: true }, undefined)).rejects.toMatchObject({ statusCode: 409 });
    });
  });
});
