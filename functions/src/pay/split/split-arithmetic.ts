/**
 * Each party's part of one successful transaction, in integer kobo. Pure (no I/O).
 *
 * A transaction paid with a `subaccount` or a `split_code` is shared between the merchant (`main`) and one or
 * more subaccounts (`ACCT_…`). First the amount is shared (the gross parts), then Pay's fees:
 *
 * - subaccount: the merchant keeps `percentage_charge` percent of the amount (rounded half up to a kobo), or
 *   exactly `transaction_charge` kobo when the transaction names one; the subaccount gets the rest.
 * - percentage split: each subaccount gets `share` percent of the amount (rounded down); the merchant the rest.
 * - flat split: each subaccount gets `share` kobo; the merchant the rest. An amount below the shares' sum is
 *   shared in proportion to them (initialize refuses such an amount, so this only guards the arithmetic).
 * - `transaction_charge` with a split: the merchant gets exactly that (at most the amount); the subaccounts
 *   share the rest in proportion to their shares.
 *
 * Fees, by bearer: `account` (the merchant), `subaccount` (the subaccount, or the split's `bearer_subaccount`),
 * `all-proportional` (every party in proportion to its gross part), `all` (every party with a part, equally).
 * No party carries more than its gross part: what a bearer cannot carry goes to the others in proportion to
 * what they have left. So every part is a whole number of kobo, never negative, the parts add up to the amount
 * and their fees to the fees (given fees ≤ amount, which the fee schedule guarantees).
 *
 * Rounding of proportions: largest remainder (each party gets the floor of its exact part, the kobo left over
 * go to the largest fractions, ties to the earlier party), computed in BigInt so no product loses precision.
 */

export type Bearer = 'account' | 'subaccount' | 'all-proportional' | 'all';

export type SplitFormula =
  | { kind: 'subaccount'; subaccount: string; percentageCharge: number }
  | { kind: 'split'; type: 'percentage' | 'flat'; subaccounts: ReadonlyArray<{ subaccount: string; share: number }>; bearerSubaccount?: string | undefined };

export interface ShareInput {
  amount: number;
  fees: number;
  formula: SplitFormula;
  bearer: Bearer;
  /** The merchant's flat part for this transaction (kobo): overrides the formula's part for the merchant. */
  transactionCharge?: number | undefined;
}

export interface Share {
  party: string;
  amount: number;
  fees: number;
}

export const mainParty = 'main';

function assertKobo(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole, non-negative number of kobo: ${value}`);
}

/** `total` shared in proportion to `weights` by largest remainder; all-zero weights share nothing (all to nobody: callers avoid it). */
export function apportion(total: number, weights: readonly bigint[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0);
  const big = BigInt(total);
  const parts = weights.map((weight) => (big * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (big * weight) % sum }));
  let left = big - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/**
 * `total` shared by `weights`, no party above its cap: what a capped party cannot carry goes to the others in
 * proportion to their room. Requires total ≤ Σ caps.
 */
export function apportionCapped(total: number, weights: readonly bigint[], caps: readonly number[]): number[] {
  const taken = caps.map(() => 0);
  let left = total;
  let currentWeights = weights.some((weight) => weight > 0n) ? [...weights] : caps.map(BigInt);
  while (left > 0) {
    const room = caps.map((cap, index) => cap - (taken[index] ?? 0));
    const usable = currentWeights.map((weight, index) => ((room[index] ?? 0) > 0 ? weight : 0n));
    const weighted = usable.some((weight) => weight > 0n) ? usable : room.map((value) => BigInt(Math.max(0, value)));
    const offered = apportion(left, weighted);
    let placed = 0;
    offered.forEach((part, index) => {
      const take = Math.min(part, room[index] ?? 0);
      taken[index] = (taken[index] ?? 0) + take;
      placed += take;
    });
    if (placed === 0) throw new RangeError('the parts cannot carry the total');
    left -= placed;
    currentWeights = caps.map((cap, index) => BigInt(Math.max(0, cap - (taken[index] ?? 0))));
  }
  return taken;
}

/** Percent with up to 3 decimals, as thousandths of a percent (20.5% → 20500). */
function percentThousandths(percent: number): bigint {
  return BigInt(Math.round(percent * 1000));
}

/** The gross parts: `main` first, then each subaccount once (a repeated code adds up). */
function grossParts(input: ShareInput): { parties: string[]; amounts: number[] } {
  const { amount, formula, transactionCharge } = input;
  const charge = transactionCharge === undefined ? undefined : Math.min(transactionCharge, amount);
  if (formula.kind === 'subaccount') {
    const main = charge ?? Math.min(amount, Number((BigInt(amount) * percentThousandths(formula.percentageCharge) + 50_000n) / 100_000n));
    return { parties: [mainParty, formula.subaccount], amounts: [main, amount - main] };
  }
  const weights = new Map<string, bigint>();
  for (const { subaccount, share } of formula.subaccounts) weights.set(subaccount, (weights.get(subaccount) ?? 0n) + BigInt(share));
  const codes = [...weights.keys()];
  const shares = codes.map((code) => weights.get(code) ?? 0n);
  const total = shares.reduce((a, b) => a + b, 0n);
  let subParts: number[];
  if (charge !== undefined) {
    subParts = total === 0n ? shares.map(() => 0) : apportion(amount - charge, shares);
  } else if (formula.type === 'percentage' && total <= 100n) {
    subParts = shares.map((share) => Number((BigInt(amount) * share) / 100n));
  } else if (formula.type === 'percentage') {
    subParts = apportion(amount, shares);
  } else {
    subParts = total <= BigInt(amount) ? shares.map(Number) : apportion(amount, shares);
  }
  const main = amount - subParts.reduce((a, b) => a + b, 0);
  return { parties: [mainParty, ...codes], amounts: [main, ...subParts] };
}

function feeWeights(input: ShareInput, parties: readonly string[], amounts: readonly number[]): bigint[] {
  switch (input.bearer) {
    case 'account':
      return parties.map((party) => (party === mainParty ? 1n : 0n));
    case 'subaccount': {
      const bearer = input.formula.kind === 'subaccount' ? input.formula.subaccount : input.formula.bearerSubaccount;
      const named = parties.map((party) => (party === bearer ? 1n : 0n));
      return named.some((weight) => weight > 0n) ? named : parties.map((party) => (party === mainParty ? 1n : 0n));
    }
    case 'all-proportional':
      return amounts.map(BigInt);
    case 'all':
      return amounts.map((value) => (value > 0 ? 1n : 0n));
  }
}

/** Each party's gross part and the fees it carries; see the module's comment for the rules. */
export function computeShares(input: ShareInput): Share[] {
  assertKobo(input.amount, 'amount');
  assertKobo(input.fees, 'fees');
  if (input.transactionCharge !== undefined) assertKobo(input.transactionCharge, 'transaction_charge');
  if (input.fees > input.amount) throw new RangeError(`fees (${input.fees}) exceed the amount (${input.amount})`);
  const { parties, amounts } = grossParts(input);
  const fees = apportionCapped(input.fees, feeWeights(input, parties, amounts), amounts);
  return parties.map((party, index) => ({ party, amount: amounts[index] ?? 0, fees: fees[index] ?? 0 }));
}
