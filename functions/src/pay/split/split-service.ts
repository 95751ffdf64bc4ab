import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import type { MerchantItem } from '../db/merchant';
import { Split, type SplitItem } from '../db/split';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { newResourceCode, newResourceId } from '../shared/resource-ids';
import { subaccountsByCode } from '../subaccount/subaccount-read-service';
import type { CreateSplitBody, DynamicSplit, SplitSubaccountInput, UpdateSplitBody } from './contract';
import { splitProblems } from './split-rules';
import { merchantSplit, viewOfSplit, type SplitView } from './split-read-service';

/** Every subaccount a split names must be the merchant's and active: a 400 naming the first that is not. */
async function assertSubaccounts(merchantId: string, codes: readonly string[], path: string): Promise<void> {
  const found = await subaccountsByCode(merchantId, codes);
  for (const code of codes) {
    const subaccount = found.get(code);
    if (!subaccount) throw new BadRequestError(`${path}: subaccount ${code} not found`, [{ path, message: `subaccount ${code} not found` }]);
    if (!subaccount.active) throw new BadRequestError(`${path}: subaccount ${code} is inactive`, [{ path, message: `subaccount ${code} is inactive` }]);
  }
}

function refuseProblems(problems: Array<{ path: string; message: string }>): void {
  const first = problems[0];
  if (first) throw new BadRequestError(`${first.path}: ${first.message}`, problems);
}

async function newSplit(merchant: MerchantItem, body: CreateSplitBody | DynamicSplit, name: string, isDynamic: boolean): Promise<SplitItem> {
  await assertSubaccounts(merchant.merchantId, body.subaccounts.map((entry) => entry.subaccount), isDynamic ? 'split.subaccounts' : 'subaccounts');
  const now = new Date().toISOString();
  const { data } = await Split.create({
    splitCode: newResourceCode('SPL_', 10),
    splitId: newResourceId(),
    merchantId: merchant.merchantId,
    domain: merchant.mode ?? 'test',
    name,
    type: body.type,
    currency: body.currency ?? 'NGN',
    active: true,
    bearerType: body.bearer_type ?? 'account',
    ...(body.bearer_subaccount ? { bearerSubaccount: body.bearer_subaccount } : {}),
    subaccounts: body.subaccounts.map((entry) => ({ subaccountCode: entry.subaccount, share: entry.share })),
    isDynamic,
    createdAt: now,
    updatedAt: now,
  }).go();
  return data;
}

export async function createSplit(caller: MerchantCaller, body: CreateSplitBody): Promise<SplitView> {
  return viewOfSplit(await newSplit(await callingMerchant(caller), body, body.name, false));
}

/** initialize's `split` object: stored as a dynamic split (not listed) that only this transaction names. */
export async function createDynamicSplit(merchant: MerchantItem, split: DynamicSplit): Promise<SplitItem> {
  return newSplit(merchant, split, split.name ?? `Dynamic Split at ${Date.now()}`, true);
}

type SplitChanges = Partial<Pick<SplitItem, 'name' | 'active' | 'bearerType' | 'bearerSubaccount' | 'subaccounts'>>;

/** Writes the changes only while the split is as it was read (a concurrent change is a 409 to retry). */
async function patchSplit(split: SplitItem, changes: SplitChanges): Promise<SplitView> {
  try {
    const { data } = await Split.patch({ splitCode: split.splitCode })
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, split.updatedAt))
      .go({ response: 'all_new' });
    return viewOfSplit(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('The split changed meanwhile: fetch it and try again');
    throw error;
  }
}

function asInput(split: SplitItem): SplitSubaccountInput[] {
  return split.subaccounts.map((entry) => ({ subaccount: entry.subaccountCode, share: entry.share }));
}

export async function updateSplit(merchantId: string, idOrCode: string, body: UpdateSplitBody): Promise<SplitView> {
  const split = await merchantSplit(merchantId, idOrCode);
  const bearerType = body.bearer_type ?? split.bearerType;
  const bearerSubaccount = bearerType === 'subaccount' ? (body.bearer_subaccount ?? split.bearerSubaccount) : undefined;
  refuseProblems(splitProblems({ type: split.type, subaccounts: asInput(split), bearer_type: bearerType, bearer_subaccount: bearerSubaccount }));
  const changes: SplitChanges = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
    ...(body.bearer_type !== undefined || body.bearer_subaccount !== undefined ? { bearerType, ...(bearerSubaccount ? { bearerSubaccount } : {}) } : {}),
  };
  if (Object.keys(changes).length === 0) return viewOfSplit(split);
  return patchSplit(split, changes);
}

/** Adds a subaccount to the split, or changes its share when it is there already. */
export async function addSplitSubaccount(merchantId: string, idOrCode: string, entry: SplitSubaccountInput): Promise<SplitView> {
  const split = await merchantSplit(merchantId, idOrCode);
  await assertSubaccounts(merchantId, [entry.subaccount], 'subaccount');
  const others = asInput(split).filter((existing) => existing.subaccount !== entry.subaccount);
  const subaccounts = [...others, entry];
  refuseProblems(splitProblems({ type: split.type, subaccounts, bearer_type: split.bearerType, bearer_subaccount: split.bearerSubaccount }));
  return patchSplit(split, { subaccounts: subaccounts.map((item) => ({ subaccountCode: item.subaccount, share: item.share })) });
}

/** Removes a subaccount from the split; the split's fee bearer must be moved first. */
export async function removeSplitSubaccount(merchantId: string, idOrCode: string, subaccountCode: string): Promise<SplitView> {
  const split = await merchantSplit(merchantId, idOrCode);
  if (!split.subaccounts.some((entry) => entry.subaccountCode === subaccountCode)) {
    throw new BadRequestError(`subaccount: ${subaccountCode} is not in this split`, [{ path: 'subaccount', message: 'not in this split' }]);
  }
  if (split.bearerType === 'subaccount' && split.bearerSubaccount === subaccountCode) {
    throw new BadRequestError(`subaccount: ${subaccountCode} bears this split's fees: change bearer_type first (PUT /split/{id})`, [{ path: 'subaccount', message: 'the bearer subaccount' }]);
  }
  return patchSplit(split, { subaccounts: split.subaccounts.filter((entry) => entry.subaccountCode !== subaccountCode) });
}
