import fc from 'fast-check';
import { balanceOf, committedCeiling, committedDelta, creditsByCurrency, merchantNet, transactionCredit, transferDebit } from './balance-arithmetic';

describe('the balance arithmetic', () => {
  test('It should credit a successful transaction its amount less fees, or its main share less the main fees when split', () => {
    expect(merchantNet({ status: 'success', currency: 'NGN', amount: 100_000, fees: 1_500 })).toBe(98_500);
    const shares = [
      { party: 'main', amount: 70_000, fees: 1_000 },
      { party: 'ACCT_x', amount: 30_000, fees: 500 },
    ];
    expect(merchantNet({ status: 'success', currency: 'NGN', amount: 100_000, fees: 1_500, shares })).toBe(69_000);
    expect(transactionCredit({ status: 'failed', currency: 'NGN', amount: 100_000 })).toBe(0);
    expect(transactionCredit({ status: 'success', currency: 'NGN', amount: 100_000, fees: 1_500, refundReserved: 20_000 })).toBe(78_500);
  });

  test('It should count a transfer with its fee until it fails, and refuse a transfer that does not fit', () => {
    expect(transferDebit({ status: 'pending', amount: 50_000, fee: 1_000 })).toBe(51_000);
    expect(transferDebit({ status: 'failed', amount: 50_000, fee: 1_000 })).toBe(0);
    expect(committedDelta(undefined, 'otp', { amount: 50_000, fee: 1_000 })).toBe(51_000);
    expect(committedDelta('processing', 'failed', { amount: 50_000, fee: 1_000 })).toBe(-51_000);
    expect(committedDelta('processing', 'success', { amount: 50_000, fee: 1_000 })).toBe(0);
    expect(committedCeiling(50_000, 51_000)).toBeLessThan(0);
    expect(balanceOf(100_000, 51_000)).toBe(49_000);
  });

  /**
   * A random history of a merchant's money: transactions succeeding (some split), refunds and transfers made
   * and moved through their states, every move sent any number of times (a replayed stream record, a retried
   * request) and applied only when its item is still in the state the move leaves, as the conditional writes
   * do. Refund reservations move as `refund-service.ts` and `refund-processing.ts` move them; the transfer
   * total moves by `committedDelta`, as the transfer services move it.
   */
  const refundPath = fc.constantFrom<string[]>(['pending'], ['pending', 'processing'], ['pending', 'processing', 'processed'], ['pending', 'processing', 'failed']);
  const transferPath = fc.constantFrom<string[]>(['otp'], ['otp', 'pending', 'processing', 'success'], ['pending', 'processing', 'failed'], ['pending', 'processing', 'success'], ['otp', 'pending', 'processing', 'failed']);
  /** The state each move leaves (undefined: the item is new). */
  const refundMoves: Record<string, string | undefined> = { pending: undefined, processing: 'pending', processed: 'processing', failed: 'processing' };
  const transferMoves: Record<string, string | undefined> = { otp: undefined, pending: 'otp', processing: 'pending', success: 'processing', failed: 'processing' };
  const transactionArb = fc.record({
    amount: fc.integer({ min: 10_000, max: 5_000_000 }),
    fees: fc.integer({ min: 0, max: 5_000 }),
    mainPart: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    refunds: fc.array(fc.record({ part: fc.integer({ min: 1, max: 40 }), path: refundPath, replays: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
  });
  const transferArb = fc.record({ amount: fc.integer({ min: 100, max: 2_000_000 }), fee: fc.constantFrom(1_000, 2_500, 5_000), path: transferPath, replays: fc.integer({ min: 1, max: 3 }) });

  test('It should never count a refund or a failed transfer twice, however often each move is replayed', () => {
    fc.assert(
      fc.property(fc.array(transactionArb, { minLength: 1, maxLength: 6 }), fc.array(transferArb, { maxLength: 6 }), (transactions, transfers) => {
        let expectedRefunds = 0;
        const stored = transactions.map((transaction) => {
          const shares =
            transaction.mainPart === undefined
              ? undefined
              : (() => {
                  const mainAmount = Math.floor((transaction.amount * transaction.mainPart) / 100);
                  const mainFees = Math.floor((transaction.fees * transaction.mainPart) / 100);
                  return [
                    { party: 'main', amount: mainAmount, fees: mainFees },
                    { party: 'ACCT_sub', amount: transaction.amount - mainAmount, fees: transaction.fees - mainFees },
                  ];
                })();
          let refundReserved = 0;
          for (const refund of transaction.refunds) {
            const amount = Math.max(1, Math.floor((transaction.amount * refund.part) / 1000));
            let status: string | undefined;
            for (const to of refund.path) {
              for (let replay = 0; replay < refund.replays; replay += 1) {
                const from = refundMoves[to];
                if (status !== from) continue;
                if (to === 'pending') refundReserved += amount;
                if (to === 'failed') refundReserved -= amount;
                status = to;
              }
            }
            if (status !== 'failed') expectedRefunds += amount;
          }
          return { status: 'success', currency: 'NGN', amount: transaction.amount, fees: transaction.fees, refundReserved, ...(shares ? { shares } : {}) };
        });

        let committed = 0;
        let expectedTransfers = 0;
        for (const transfer of transfers) {
          let status: string | undefined;
          for (const to of transfer.path) {
            for (let replay = 0; replay < transfer.replays; replay += 1) {
              const from = to === 'pending' && transfer.path[0] === 'pending' ? undefined : transferMoves[to];
              if (status !== from) continue;
              committed += committedDelta(status, to, transfer);
              status = to;
            }
          }
          if (status !== 'failed') expectedTransfers += transfer.amount + transfer.fee;
        }

        const expectedNet = stored.reduce((sum, transaction) => sum + merchantNet(transaction), 0);
        const credits = creditsByCurrency(stored).get('NGN') ?? 0;
        expect(balanceOf(credits, committed)).toBe(expectedNet - expectedRefunds - expectedTransfers);
      }),
    );
  });
});
