import { fakeDynamoDb, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { MeasurementSet } from '../db/measurement-set';
import { User } from '../db/user';
import { measurementsInput } from './contract';
import { addMeasurements, updateMeasurements } from './measurement-service';

const userId = 'user-1';
const profile = User.create({ userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', createdAt: 'c', updatedAt: 'u' }).params().Item;

function storedSet(index: number, measures: Record<string, number> = {}) {
  const createdAt = `2024-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`;
  return MeasurementSet.create({ userId, measurementId: `set-${index}`, name: `Set ${index}`, createdAt, ...measures }).params().Item;
}

function answer(sets: unknown[]) {
  return (command: SentCommand) => {
    const isSetKey = JSON.stringify(command.input.Key ?? {}).includes('measurementset');
    if (command.name === 'GetCommand') return { Item: isSetKey ? sets[0] : profile };
    if (command.name === 'QueryCommand') return { Items: sets };
    return {};
  };
}

afterEach(() => jest.restoreAllMocks());

describe('measurement-service', () => {
  test('It should refuse a 21st measurement set without writing', async () => {
    const sent = fakeDynamoDb(answer(Array.from({ length: 20 }, (_, index) => storedSet(index))));
    await expect(addMeasurements(userId, measurementsInput.parse({ name: 'One more', chest: 40 }), undefined)).rejects.toThrow('at most 20 measurement sets');
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
  });

  test('It should write the set and its idempotency record in one transaction', async () => {
    const sent = fakeDynamoDb(answer([]));
    const added = await addMeasurements(userId, measurementsInput.parse({ name: 'Wedding', chest: 40.5, capSize: 22 }), 'key-12345678');
    expect(added).toMatchObject({ name: 'Wedding', chest: 40.5, capSize: 22 });
    const items = transactItems(sent);
    expect(items).toHaveLength(2);
    expect(items[0]?.Put?.Item).toMatchObject({ name: 'Wedding', chest: 40.5, capSize: 22, __edb_e__: 'measurementSet' });
    expect(items[1]?.Put?.Item).toMatchObject({ idempotencyKey: 'key-12345678', result: JSON.stringify(added) });
  });

  test('It should remove the measures an update leaves out', async () => {
    const sent = fakeDynamoDb(answer([storedSet(0, { chest: 40, neck: 15 })]));
    const updated = await updateMeasurements(userId, 'set-0', measurementsInput.parse({ name: 'Set 0', chest: 41 }));
    expect(updated).toEqual({ id: 'set-0', name: 'Set 0', chest: 41 });
    const update = sent.find((command) => command.name === 'UpdateCommand');
    expect(String(update?.input.UpdateExpression)).toMatch(/REMOVE #neck/);
  });
});
