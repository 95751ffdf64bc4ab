import { BadRequestError } from '../../lib/http/errors';
import type { MerchantItem } from '../db/merchant';
import type { SplitItem } from '../db/split';
import { subaccountByCode } from '../subaccount/subaccount-read-service';
import type { DynamicSplit } from './contract';
import { splitByCode } from './split-read-service';
import { createDynamicSplit } from './split-service';

/** The split parameters of initialize and request_inline, parsed (`contract.ts` splitParameters). */
export interface SplitParameters {
  subaccount?: string | undefined;
  split_code?: string | undefined;
  split?: DynamicSplit | undefined;
  bearer?: 'account' | 'subaccount' | undefined;
  transaction_charge?: number | undefined;
}

/** What a new transaction records of them (`db/transaction.ts`). */
export interface TransactionSplitting {
  subaccountCode?: string;
  splitCode?: string;
  bearer?: string;
  transactionCharge?: number;
}

function refuse(path: string, message: string): never {
  throw new BadRequestError(`${path}: ${message}`, [{ path, message }]);
}

/** A flat split's shares must fit in the amount (Paystack's minimum for flat splits: the sum of the shares). */
function assertFlatFits(type: SplitItem['type'], shares: readonly number[], amount: number, name: string): void {
  const minimum = type === 'flat' ? shares.reduce((sum, share) => sum + share, 0) : 0;
  if (amount < minimum) refuse('amount', `the flat split ${name} needs an amount of at least ${minimum} kobo (the sum of its shares)`);
}

/**
 * Checks a new transaction's split parameters and answers what it records: an unknown or inactive subaccount or
 * split, two ways of sharing at once, a `bearer` or `transaction_charge` with nothing to share with, or a
 * charge above the amount is a 400 naming the parameter. A `split` object becomes a dynamic split.
 */
export async function resolveSplitting(merchant: MerchantItem, amount: number, parameters: SplitParameters): Promise<TransactionSplitting> {
  const { subaccount, split_code: splitCode, split, bearer, transaction_charge: charge } = parameters;
  const ways = [subaccount ? 'subaccount' : '', splitCode ? 'split_code' : '', split ? 'split' : ''].filter(Boolean);
  if (ways.length > 1) refuse(ways[1] ?? 'split', `give only one of subaccount, split_code and split (got ${ways.join(' and ')})`);
  if (ways.length === 0) {
    if (bearer !== undefined) refuse('bearer', 'bearer needs a subaccount to share the transaction with');
    if (charge !== undefined) refuse('transaction_charge', 'transaction_charge needs a subaccount, split_code or split to share the transaction with');
    return {};
  }
  if (charge !== undefined && charge > amount) refuse('transaction_charge', `transaction_charge (${charge}) must not be more than the amount (${amount})`);
  const charged = charge === undefined ? {} : { transactionCharge: charge };
  if (subaccount) {
    const found = await subaccountByCode(merchant.merchantId, subaccount);
    if (!found) refuse('subaccount', `subaccount ${subaccount} not found`);
    if (!found.active) refuse('subaccount', `subaccount ${subaccount} is inactive`);
    return { subaccountCode: found.subaccountCode, bearer: bearer ?? 'account', ...charged };
  }
  if (bearer !== undefined) refuse('bearer', "bearer applies to a subaccount; a split's fees follow its bearer_type");
  let found: SplitItem | undefined;
  if (splitCode) {
    found = await splitByCode(merchant.merchantId, splitCode);
    if (!found) refuse('split_code', `split ${splitCode} not found`);
    if (!found.active) refuse('split_code', `split ${splitCode} is inactive`);
    assertFlatFits(found.type, found.subaccounts.map((entry) => entry.share), amount, splitCode);
  } else if (split) {
    assertFlatFits(split.type, split.subaccounts.map((entry) => entry.share), amount, 'given as split');
    found = await createDynamicSplit(merchant, split);
  }
  if (!found) return {};
  return { splitCode: found.splitCode, bearer: found.bearerType, ...charged };
}
