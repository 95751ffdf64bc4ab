import { NotFoundError } from '../../lib/http/errors';
import { Split, type SplitItem } from '../db/split';
import type { SubaccountItem } from '../db/subaccount';
import { createdRange, pageMeta, skippedBy, type PageMeta } from '../shared/paging';
import { subaccountsByCode, subaccountView } from '../subaccount/subaccount-read-service';
import type { ListSplitsQuery } from './contract';

/** Reading a merchant's splits (reads only, so read-only routes may bundle it) and the object the API shows. */

/** The split as the API shows it, its subaccounts from `subaccounts` (a batch read of them). */
export function splitView(split: SplitItem, subaccounts: ReadonlyMap<string, SubaccountItem>) {
  const bearer = split.bearerSubaccount ? subaccounts.get(split.bearerSubaccount) : undefined;
  const members = split.subaccounts.flatMap((entry) => {
    const subaccount = subaccounts.get(entry.subaccountCode);
    return subaccount ? [{ subaccount: subaccountView(subaccount), share: entry.share }] : [];
  });
  return {
    id: split.splitId,
    name: split.name,
    type: split.type,
    currency: split.currency,
    domain: split.domain ?? 'test',
    split_code: split.splitCode,
    active: split.active,
    bearer_type: split.bearerType,
    bearer_subaccount: bearer ? bearer.subaccountId : null,
    bearer_subaccount_code: split.bearerSubaccount ?? null,
    createdAt: split.createdAt,
    updatedAt: split.updatedAt,
    is_dynamic: split.isDynamic,
    subaccounts: members,
    total_subaccounts: members.length,
  };
}

export type SplitView = ReturnType<typeof splitView>;

function codesOf(splits: readonly SplitItem[]): string[] {
  return splits.flatMap((split) => [...split.subaccounts.map((entry) => entry.subaccountCode), ...(split.bearerSubaccount ? [split.bearerSubaccount] : [])]);
}

export async function splitViews(splits: readonly SplitItem[]): Promise<SplitView[]> {
  const first = splits[0];
  if (!first) return [];
  const subaccounts = await subaccountsByCode(first.merchantId, codesOf(splits));
  return splits.map((split) => splitView(split, subaccounts));
}

export async function viewOfSplit(split: SplitItem): Promise<SplitView> {
  const [view] = await splitViews([split]);
  if (!view) throw new Error('A split had no view');
  return view;
}

/** The merchant's split by code, or undefined (another merchant's is as unknown as a missing one). */
export async function splitByCode(merchantId: string, splitCode: string): Promise<SplitItem | undefined> {
  const { data } = await Split.get({ splitCode }).go({ consistent: true });
  return data && data.merchantId === merchantId ? data : undefined;
}

/** The merchant's split by numeric id or code; 404 otherwise. */
export async function merchantSplit(merchantId: string, idOrCode: string): Promise<SplitItem> {
  let code: string | undefined = idOrCode;
  if (/^\d+$/.test(idOrCode)) {
    const { data } = await Split.query.byId({ splitId: Number(idOrCode) }).go({ limit: 1 });
    code = data[0]?.splitCode;
  }
  const found = code ? await splitByCode(merchantId, code) : undefined;
  if (!found) throw new NotFoundError('Split not found');
  return found;
}

export interface SplitPage {
  data: SplitView[];
  meta: PageMeta;
}

/**
 * A merchant's splits (not the dynamic ones made for one transaction) with Paystack's filters: `name` (contained,
 * any case), `active`, `from`/`to` on creation, sorted by `sort_by` (newest `createdAt` first by default), paged.
 * A merchant's splits are few, so the page is cut from all the matches.
 */
export async function listSplits(merchantId: string, query: ListSplitsQuery): Promise<SplitPage> {
  const { from, to } = createdRange(query);
  const { data } = await Split.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to }).go({ order: 'desc', pages: 'all' });
  const needle = query.name?.toLowerCase();
  const matches = data.filter(
    (split) => !split.isDynamic && (query.active === undefined || split.active === query.active) && (needle === undefined || split.name.toLowerCase().includes(needle)),
  );
  if (query.sort_by === 'name') matches.sort((a, b) => a.name.localeCompare(b.name));
  if (query.sort_by === 'updatedAt') matches.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const skipped = skippedBy(query);
  return {
    data: await splitViews(matches.slice(skipped, skipped + query.perPage)),
    meta: pageMeta(matches.length, query),
  };
}
