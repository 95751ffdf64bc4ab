import type { SplitItem } from '../db/split';
import type { SubaccountItem } from '../db/subaccount';
import { feesSplitOf, type FeesSplit, type SharedTransaction } from './fees-split';
import { computeShares, type Bearer, type Share } from './split-arithmetic';
import { splitByCode, viewOfSplit } from './split-read-service';
import { subaccountByCode, subaccountView } from '../subaccount/subaccount-read-service';

/**
 * A transaction's subaccount or split as its settlement and its views need them (reads only, so read-only routes
 * may bundle it): each party's share when it succeeds, and the `subaccount`, `split` and `fees_split` it shows.
 */

/** The split facts a transaction keeps (its attributes, `db/transaction.ts`). */
export interface TransactionSplitFields extends SharedTransaction {
  merchantId: string;
  amount: number;
  subaccountCode?: string | undefined;
  splitCode?: string | undefined;
}

export interface SplitParties {
  subaccount?: SubaccountItem | undefined;
  split?: SplitItem | undefined;
}

/** The subaccount or split a transaction names, as they are now (undefined when it names neither). */
export async function splitPartiesOf(transaction: TransactionSplitFields): Promise<SplitParties> {
  const [subaccount, split] = await Promise.all([
    transaction.subaccountCode ? subaccountByCode(transaction.merchantId, transaction.subaccountCode) : undefined,
    transaction.splitCode ? splitByCode(transaction.merchantId, transaction.splitCode) : undefined,
  ]);
  return { subaccount, split };
}

function asBearer(value: string | undefined): Bearer {
  return value === 'subaccount' || value === 'all-proportional' || value === 'all' ? value : 'account';
}

/**
 * Each party's share of a successful transaction with these fees, from its subaccount or split as they are now;
 * undefined when it names neither (it is all the merchant's).
 */
export function sharesOf(transaction: TransactionSplitFields, fees: number, parties: SplitParties): Share[] | undefined {
  const { amount, transactionCharge } = transaction;
  if (parties.subaccount) {
    const formula = { kind: 'subaccount' as const, subaccount: parties.subaccount.subaccountCode, percentageCharge: parties.subaccount.percentageCharge };
    return computeShares({ amount, fees, formula, bearer: asBearer(transaction.bearer), transactionCharge });
  }
  if (parties.split) {
    const { type, subaccounts, bearerType, bearerSubaccount } = parties.split;
    const formula = { kind: 'split' as const, type, subaccounts: subaccounts.map((entry) => ({ subaccount: entry.subaccountCode, share: entry.share })), bearerSubaccount };
    return computeShares({ amount, fees, formula, bearer: bearerType, transactionCharge });
  }
  return undefined;
}

/** What a transaction's view shows of its sharing: `subaccount` and `split` (objects, `{}` when none) and `fees_split`. */
export interface SplitFieldsView {
  subaccount: Record<string, unknown>;
  split: Record<string, unknown>;
  fees_split: FeesSplit | null;
}

export async function splitFieldsView(transaction: TransactionSplitFields, known?: SplitParties): Promise<SplitFieldsView> {
  if (!transaction.subaccountCode && !transaction.splitCode) return { subaccount: {}, split: {}, fees_split: feesSplitOf(transaction) };
  const parties = known ?? (await splitPartiesOf(transaction));
  return {
    subaccount: parties.subaccount ? subaccountView(parties.subaccount) : {},
    split: parties.split ? await viewOfSplit(parties.split) : {},
    fees_split: feesSplitOf(transaction, parties.subaccount?.percentageCharge),
  };
}

/** A transaction view with its sharing as it is now (verify, fetch, list, charge_authorization, webhooks). */
export async function withSplitFields<V extends SplitFieldsView>(view: V, transaction: TransactionSplitFields, known?: SplitParties): Promise<V> {
  return { ...view, ...(await splitFieldsView(transaction, known)) };
}
