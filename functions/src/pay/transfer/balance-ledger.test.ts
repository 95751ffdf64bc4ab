import { balanceOf, creditsByCurrency, transferDebit } from './balance-arithmetic';
import { creditMove, ledgerEntries, ledgerEntryId, refundMove, transferMove, type LedgerMove } from './balance-ledger';

const merchant = { integration: 555001, domain: 'test' };

function paid(transactionId: number, amount: number, fees: number, paidAt: string, extra: { shares?: Array<{ party: string; amount: number; fees: number }>; refundReserved?: number } = {}) {
  return { transactionId, reference: `REF-${transactionId}`, status: 'success', currency: 'NGN', amount, fees, paidAt, createdAt: paidAt, ...extra };
}

describe('the balance ledger', () => {
  const transactions = [
    paid(1, 1_000_000, 25_000, '2026-03-01T10:00:00.000Z', { refundReserved: 200_000 }),
    paid(2, 500_000, 17_500, '2026-03-02T10:00:00.000Z', { shares: [{ party: 'main', amount: 400_000, fees: 17_500 }, { party: 'ACCT_x', amount: 100_000, fees: 0 }] }),
  ];
  const refunds = [
    { refundId: 7, status: 'processed', amount: 150_000, currency: 'NGN', transactionReference: 'REF-1', createdAt: '2026-03-03T00:00:00.000Z' },
    { refundId: 8, status: 'pending', amount: 50_000, currency: 'NGN', transactionReference: 'REF-1', createdAt: '2026-03-04T00:00:00.000Z' },
    { refundId: 9, status: 'failed', amount: 99_000, currency: 'NGN', transactionReference: 'REF-1', createdAt: '2026-03-04T00:00:00.000Z' },
  ];
  const transfers = [
    { transferId: 11, transferCode: 'TRF_a', status: 'success', amount: 300_000, fee: 1_000, currency: 'NGN', recipientName: 'Ada', createdAt: '2026-03-05T00:00:00.000Z' },
    { transferId: 12, transferCode: 'TRF_b', status: 'failed', amount: 100_000, fee: 1_000, currency: 'NGN', recipientName: 'Ada', createdAt: '2026-03-06T00:00:00.000Z' },
  ];
  const moves = [...transactions.map(creditMove), ...refunds.map(refundMove), ...transfers.map(transferMove)].filter((move): move is LedgerMove => move !== undefined);

  test('It should list every move newest first, its newest balance being what GET /balance answers', () => {
    const entries = ledgerEntries(moves, merchant);
    expect(entries.map((entry) => [entry.model_responsible, entry.model_row, entry.difference])).toEqual([
      ['Transfer', 11, -301_000],
      ['Refund', 8, -50_000],
      ['Refund', 7, -150_000],
      ['Transaction', 2, 382_500],
      ['Transaction', 1, 975_000],
    ]);
    const committed = transfers.reduce((total, transfer) => total + transferDebit(transfer), 0);
    expect(entries[0]?.balance).toBe(balanceOf(creditsByCurrency(transactions).get('NGN') ?? 0, committed));
    for (let index = 0; index + 1 < entries.length; index += 1) {
      expect(entries[index]?.balance).toBe((entries[index + 1]?.balance ?? 0) + (entries[index]?.difference ?? 0));
    }
  });

  test('It should answer the same entries in the same order and ids on every read', () => {
    expect(ledgerEntries([...moves].reverse(), merchant)).toEqual(ledgerEntries(moves, merchant));
    expect(ledgerEntryId('Refund', 7)).toBe(ledgerEntryId('Refund', 7));
    expect(ledgerEntryId('Refund', 7)).not.toBe(ledgerEntryId('Transfer', 7));
  });

  test('It should keep failed refunds and transfers, and unpaid transactions, out', () => {
    expect(refundMove({ refundId: 9, status: 'failed', amount: 99_000, currency: 'NGN', transactionReference: 'REF-1', createdAt: '2026-03-04T00:00:00.000Z' })).toBeUndefined();
    expect(transferMove({ transferId: 12, transferCode: 'TRF_b', status: 'failed', amount: 100_000, fee: 1_000, currency: 'NGN', recipientName: 'Ada', createdAt: '2026-03-06T00:00:00.000Z' })).toBeUndefined();
    expect(creditMove({ ...paid(3, 100, 0, '2026-03-01T00:00:00.000Z'), status: 'pending' })).toBeUndefined();
  });
});
