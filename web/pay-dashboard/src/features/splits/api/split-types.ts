/** A split as Pay's API shows it (the fields the dashboard reads). Shares: percent, or kobo for a flat split. */
export interface Split {
  id: number;
  split_code: string;
  name: string;
  type: 'percentage' | 'flat';
  currency: string;
  active: boolean;
  bearer_type: 'account' | 'subaccount' | 'all-proportional' | 'all';
  bearer_subaccount_code: string | null;
  createdAt: string;
  updatedAt: string;
  subaccounts: Array<{ subaccount: { subaccount_code: string; business_name: string; settlement_bank: string; account_number: string }; share: number }>;
  total_subaccounts: number;
}

/** The list's filters, as the API's query names them. */
export interface SplitFilter {
  name?: string;
  active?: 'true' | 'false';
  page?: number;
  perPage?: number;
}

/** What a create sends: shares in the API's units (text the page could not read goes as typed, for the API to name). */
export interface SplitRequest {
  name: string;
  type: Split['type'];
  currency: 'NGN';
  bearer_type: Split['bearer_type'];
  bearer_subaccount?: string;
  subaccounts: Array<{ subaccount: string; share: number | string }>;
}

export interface SplitChanges {
  name?: string;
  active?: boolean;
  bearer_type?: Split['bearer_type'];
  bearer_subaccount?: string;
}

/** A share as the page shows it: percent, or naira for a flat split. */
export function shareText(split: Pick<Split, 'type'>, share: number, formatMoney: (kobo: number) => string): string {
  return split.type === 'percentage' ? `${share}%` : formatMoney(share);
}
