import { fakeDynamoDb, transactItems } from '../../lib/testing/fake-dynamodb';
import { MeasurementSet } from '../db/measurement-set';
import { measurementsInput } from './contract';
import { adminDeleteMeasurements, adminUpdateMeasurements } from './admin-measurement-service';

const stored = MeasurementSet.create({ userId: 'user-1', measurementId: 'set-1', name: 'Ada', createdAt: '2024-01-01T00:00:00.000Z', chest: 40, neck: 15 }).params().Item;

afterEach(() => jest.restoreAllMocks());

describe('admin-measurement-service', () => {
  test("It should replace a user's set and write the audit entry in the same transaction, naming the changed measures only", async () => {
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: stored } : {}));
    const updated = await adminUpdateMeasurements('admin-1', 'user-1', 'set-1', measurementsInput.parse({ name: 'Ada', chest: 41.5, waist: 32 }));
    expect(updated).toEqual({ id: 'set-1', name: 'Ada', chest: 41.5, waist: 32 });
    const [change, audit] = transactItems(sent);
    expect(String(change?.Update?.UpdateExpression)).toMatch(/REMOVE #neck/);
    expect(audit?.Put?.Item).toMatchObject({ actorId: 'admin-1', entity: 'user', entityId: 'user-1', action: 'update-measurements', after: 'name: Ada, changed: chest waist neck' });
    expect(JSON.stringify(audit)).not.toContain('41.5');
  });

  test('It should answer 404 for a set the user does not have, writing nothing', async () => {
    const sent = fakeDynamoDb(() => ({}));
    await expect(adminDeleteMeasurements('admin-1', 'user-2', 'set-1')).rejects.toThrow('Measurement not found');
    expect(sent.map((command) => command.name)).toEqual(['GetCommand']);
  });
});
