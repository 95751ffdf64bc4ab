import { isTransactionCancelled } from './condition-failure';
import { runTransaction, transactWrite } from './transact';

describe('transact', () => {
  test('It should throw a cancellation the data layer only reports, so a refused change never passes as done', async () => {
    const refused = transactWrite({ go: async () => ({ canceled: true }) });
    await expect(refused).rejects.toThrow('The transaction was cancelled');
    await refused.catch((error: unknown) => expect(isTransactionCancelled(error)).toBe(true));
  });

  test('It should resolve when every write went through', async () => {
    await expect(transactWrite({ go: async () => ({ canceled: false }) })).resolves.toBeUndefined();
  });
});

describe('conflicts with another transaction', () => {
  const conflict = { canceled: true, data: [{ code: 'None' }, { code: 'TransactionConflict' }] };

  test('It should send a transaction again when only a conflict cancelled it', async () => {
    const outcomes = [conflict, conflict, { canceled: false }];
    const go = jest.fn(async () => outcomes.shift() ?? { canceled: false });
    await expect(transactWrite({ go })).resolves.toBeUndefined();
    expect(go).toHaveBeenCalledTimes(3);
  });

  test('It should not send it again when a condition failed, and give up after three retries', async () => {
    const failed = jest.fn(async () => ({ canceled: true, data: [{ code: 'TransactionConflict' }, { code: 'ConditionalCheckFailed' }] }));
    await expect(runTransaction({ go: failed })).resolves.toMatchObject({ canceled: true });
    expect(failed).toHaveBeenCalledTimes(1);
    const busy = jest.fn(async () => conflict);
    await expect(transactWrite({ go: busy })).rejects.toThrow('The transaction was cancelled');
    expect(busy).toHaveBeenCalledTimes(4);
  });
});
