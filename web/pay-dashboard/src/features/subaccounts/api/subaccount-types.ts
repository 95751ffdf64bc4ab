/** A subaccount as Pay's API shows it (`GET /subaccount`). */
export interface Subaccount {
  id: number;
  subaccount_code: string;
  business_name: string;
  description: string | null;
  primary_contact_name: string | null;
  primary_contact_email: string | null;
  primary_contact_phone: string | null;
  percentage_charge: number;
  /** The bank's name; `bank_code` is its code in the bank list. */
  settlement_bank: string;
  bank_code: string;
  account_number: string;
  account_name: string | null;
  settlement_schedule: string;
  active: boolean;
  is_verified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The create and update bodies, in the API's field names (`percentage_charge` is what the merchant keeps, 0–100). */
export interface SubaccountInput {
  business_name: string;
  settlement_bank: string;
  account_number: string;
  percentage_charge: string;
  description: string;
  primary_contact_name: string;
  primary_contact_email: string;
  primary_contact_phone: string;
  active?: boolean;
}

export interface Bank {
  id: number;
  name: string;
  code: string;
  active: boolean;
}
