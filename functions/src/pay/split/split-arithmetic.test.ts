import fc from 'fast-check';
import { computeFees } from '../fees/fee-schedule';
import { apportion, computeShares, mainParty, type Bearer, type ShareInput, type SplitFormula } from './split-arithmetic';

const code = fc.integer({ min: 1, max: 6 }).map((n) => `ACCT_${n}`);
const bearer = fc.constantFrom<Bearer>('account', 'subaccount', 'all-proportional', 'all');
const amount = fc.oneof(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 100, max: 1_000_000_000_000 }));

const formula: fc.Arbitrary<SplitFormula> = fc.oneof(
  fc.record({ kind: fc.constant('subaccount' as const), subaccount: code, percentageCharge: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 1000) }),
  fc.record({
    kind: fc.constant('split' as const),
    type: fc.constantFrom('percentage' as const, 'flat' as const),
    subaccounts: fc.array(fc.record({ subaccount: code, share: fc.integer({ min: 0, max: 2_000_000 }) }), { maxLength: 6 }),
    bearerSubaccount: fc.option(code, { nil: undefined }),
  }),
);

/** Any input the service can produce, and more: shares over 100%, flat shares over the amount, charges over it. */
const input: fc.Arbitrary<ShareInput> = fc
  .record({
    amount,
    formula,
    bearer,
    transactionCharge: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
    feeRatio: fc.oneof(fc.constant(-1), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ feeRatio, ...rest }) => ({
    ...rest,
    // The schedule's own fee, or any fee up to the whole amount.
    fees: feeRatio < 0 ? computeFees(rest.amount) : Math.floor(rest.amount * feeRatio),
  }));

describe('split arithmetic', () => {
  test('It should always give parts in whole, non-negative kobo that add up to the amount and to the fees (property)', () => {
    fc.assert(
      fc.property(input, (given) => {
        const shares = computeShares(given);
        expect(shares[0]?.party).toBe(mainParty);
        expect(new Set(shares.map((share) => share.party)).size).toBe(shares.length);
        for (const share of shares) {
          expect(Number.isSafeInteger(share.amount) && Number.isSafeInteger(share.fees)).toBe(true);
          expect(share.amount).toBeGreaterThanOrEqual(0);
          expect(share.fees).toBeGreaterThanOrEqual(0);
          // No party carries more fees than its part: nobody's net is negative.
          expect(share.fees).toBeLessThanOrEqual(share.amount);
        }
        expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(given.amount);
        expect(shares.reduce((sum, share) => sum + share.fees, 0)).toBe(given.fees);
      }),
      { numRuns: 1000 },
    );
  });

  test('It should give the bearer all the fees whenever its part can carry them (property)', () => {
    fc.assert(
      fc.property(input, (given) => {
        const shares = computeShares(given);
        const main = shares[0];
        if (given.bearer === 'account' && main && main.amount >= given.fees) expect(main.fees).toBe(given.fees);
      }),
      { numRuns: 1000 },
    );
  });

  test('It should keep percentage_charge for the merchant with a subaccount, the subaccount bearing the fees when asked', () => {
    const formula: SplitFormula = { kind: 'subaccount', subaccount: 'ACCT_a', percentageCharge: 20 };
    expect(computeShares({ amount: 1_000_000, fees: 25_000, formula, bearer: 'account' })).toEqual([
      { party: 'main', amount: 200_000, fees: 25_000 },
      { party: 'ACCT_a', amount: 800_000, fees: 0 },
    ]);
    expect(computeShares({ amount: 1_000_000, fees: 25_000, formula, bearer: 'subaccount' })).toEqual([
      { party: 'main', amount: 200_000, fees: 0 },
      { party: 'ACCT_a', amount: 800_000, fees: 25_000 },
    ]);
  });

  test('It should let transaction_charge replace the percentage, and move fees the merchant cannot carry to the subaccount', () => {
    const formula: SplitFormula = { kind: 'subaccount', subaccount: 'ACCT_a', percentageCharge: 20 };
    expect(computeShares({ amount: 20_000, fees: 300, formula, bearer: 'account', transactionCharge: 100 })).toEqual([
      { party: 'main', amount: 100, fees: 100 },
      { party: 'ACCT_a', amount: 19_900, fees: 200 },
    ]);
  });

  test('It should share a percentage split by whole percent and a flat split by kobo, the merchant keeping the rest', () => {
    const percentage: SplitFormula = { kind: 'split', type: 'percentage', subaccounts: [{ subaccount: 'ACCT_a', share: 20 }, { subaccount: 'ACCT_b', share: 30 }] };
    expect(computeShares({ amount: 10_001, fees: 151, formula: percentage, bearer: 'all-proportional' })).toEqual([
      { party: 'main', amount: 5_001, fees: 76 },
      { party: 'ACCT_a', amount: 2_000, fees: 30 },
      { party: 'ACCT_b', amount: 3_000, fees: 45 },
    ]);
    const flat: SplitFormula = { kind: 'split', type: 'flat', subaccounts: [{ subaccount: 'ACCT_a', share: 6_000 }, { subaccount: 'ACCT_b', share: 4_000 }] };
    expect(computeShares({ amount: 20_000, fees: 301, formula: flat, bearer: 'all' })).toEqual([
      { party: 'main', amount: 10_000, fees: 101 },
      { party: 'ACCT_a', amount: 6_000, fees: 100 },
      { party: 'ACCT_b', amount: 4_000, fees: 100 },
    ]);
  });

  test("It should put the fees on a split's bearer_subaccount", () => {
    const formula: SplitFormula = { kind: 'split', type: 'percentage', subaccounts: [{ subaccount: 'ACCT_a', share: 50 }], bearerSubaccount: 'ACCT_a' };
    expect(computeShares({ amount: 10_000, fees: 150, formula, bearer: 'subaccount' })[1]).toEqual({ party: 'ACCT_a', amount: 5_000, fees: 150 });
  });

  test('It should share by largest remainder, ties to the earlier party', () => {
    expect(apportion(10, [1n, 1n, 1n])).toEqual([4, 3, 3]);
    expect(apportion(7, [0n, 0n])).toEqual([0, 0]);
  });

  test('It should refuse fees above the amount or fractional kobo', () => {
    const formula: SplitFormula = { kind: 'subaccount', subaccount: 'ACCT_a', percentageCharge: 0 };
    expect(() => computeShares({ amount: 100, fees: 101, formula, bearer: 'account' })).toThrow(RangeError);
    expect(() => computeShares({ amount: 100.5, fees: 1, formula, bearer: 'account' })).toThrow(RangeError);
  });
});
