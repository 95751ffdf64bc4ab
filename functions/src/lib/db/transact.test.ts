import { isTransactionCancelled } from './condition-failure';
import { transactWrite } from './transact';

describe('transact', () => {
  test('It should throw a cancellation ElectroDB only reports, so a refused change never passes as done', async () => {
    const refused = transactWrite({ go: async () => ({ canceled: true }) });
    await expect(refused).rejects.toThrow('The transaction was cancelled');
    await refused.catch((error: unknown) => expect(isTransactionCancelled(error)).toBe(true));
  });

  test('It should resolve when every write went through', async () => {
    await expect(transactWrite({ go: async () => ({ canceled: false }) })).resolves.toBeUndefined();
  });
});
