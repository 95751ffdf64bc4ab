import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../../lib/http/errors';
import { countMatches } from '../db/count-query';
import { Subaccount, type SubaccountItem } from '../db/subaccount';
import { parseMetadata } from '../shared/customer-record';
import { createdRange, pageMeta, skippedBy, type PageMeta } from '../shared/paging';
import type { ListSubaccountsQuery } from './contract';

/**
 * Reading a merchant's subaccounts (reads only, so read-only routes may bundle it): by code or id, several by
 * code at once (splits, transactions), a page of them, and the object the API shows.
 */

export function subaccountView(subaccount: SubaccountItem) {
  return {
    id: subaccount.subaccountId,
    subaccount_code: subaccount.subaccountCode,
    business_name: subaccount.businessName,
    description: subaccount.description || null,
    primary_contact_name: subaccount.primaryContactName || null,
    primary_contact_email: subaccount.primaryContactEmail || null,
    primary_contact_phone: subaccount.primaryContactPhone || null,
    metadata: parseMetadata(subaccount.metadata),
    percentage_charge: subaccount.percentageCharge,
    settlement_bank: subaccount.bankName,
    bank: subaccount.bankId,
    bank_code: subaccount.bankCode,
    currency: 'NGN',
    account_number: subaccount.accountNumber,
    account_name: subaccount.accountName || null,
    settlement_schedule: subaccount.settlementSchedule.toUpperCase(),
    active: subaccount.active,
    is_verified: subaccount.accountName !== '',
    migrate: false,
    product: 'collection',
    domain: subaccount.domain ?? 'test',
    createdAt: subaccount.createdAt,
    updatedAt: subaccount.updatedAt,
  };
}

export type SubaccountView = ReturnType<typeof subaccountView>;

/** The merchant's subaccount by code, or undefined (another merchant's is as unknown as a missing one). */
export async function subaccountByCode(merchantId: string, subaccountCode: string): Promise<SubaccountItem | undefined> {
  const { data } = await Subaccount.get({ subaccountCode }).go({ consistent: true });
  return data && data.merchantId === merchantId ? data : undefined;
}

/** The merchant's subaccount by code (`ACCT_…`) or numeric id; 404 otherwise. */
export async function merchantSubaccount(merchantId: string, idOrCode: string): Promise<SubaccountItem> {
  let code: string | undefined = idOrCode;
  if (/^\d+$/.test(idOrCode)) {
    const { data } = await Subaccount.query.byId({ subaccountId: Number(idOrCode) }).go({ limit: 1 });
    code = data[0]?.subaccountCode;
  }
  const found = code ? await subaccountByCode(merchantId, code) : undefined;
  if (!found) throw new NotFoundError('Subaccount not found');
  return found;
}

/** The merchant's subaccounts among `codes` (one batch read), by code; unknown and foreign codes are absent. */
export async function subaccountsByCode(merchantId: string, codes: readonly string[]): Promise<Map<string, SubaccountItem>> {
  const unique = [...new Set(codes)];
  const found = new Map<string, SubaccountItem>();
  if (unique.length === 0) return found;
  const { data } = await Subaccount.get(unique.map((subaccountCode) => ({ subaccountCode }))).go({ consistent: true });
  for (const subaccount of data) if (subaccount.merchantId === merchantId) found.set(subaccount.subaccountCode, subaccount);
  return found;
}

export interface SubaccountPage {
  data: SubaccountView[];
  meta: PageMeta;
}

/** A merchant's subaccounts newest first, `from`/`to` on creation, `active` filter, paged with Paystack's `meta`. */
export async function listSubaccounts(merchantId: string, query: ListSubaccountsQuery): Promise<SubaccountPage> {
  const { from, to } = createdRange(query);
  const ranged = Subaccount.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const { active } = query;
  const filtered = active === undefined ? ranged : ranged.where((attributes, { eq }) => eq(attributes.active, active));
  const skipped = skippedBy(query);
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'subaccount'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(subaccountView),
    meta: pageMeta(total, query),
  };
}
