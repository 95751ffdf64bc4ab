export type RiskAction = 'default' | 'allow' | 'deny';

/** A customer as Pay's Customers API shows it (the fields the dashboard reads). */
export interface Customer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  risk_action: RiskAction;
  createdAt: string;
  updatedAt: string;
}

/** The customer's fetch: with their newest transactions, the cards the merchant may charge, and subscriptions. */
export interface CustomerDetail extends Customer {
  transactions: { id: number; reference: string; status: string; amount: number; paid_at: string | null; created_at: string; channel: string | null }[];
  authorizations: { authorization_code: string; brand: string; last4: string; exp_month: string; exp_year: string; bank: string | null }[];
  subscriptions: { id: number; subscription_code: string; status: string; amount: number; next_payment_date: string | null; createdAt: string }[];
  total_transactions: number;
  total_transaction_value: { currency: string; amount: number }[];
}

/** The list's search and paging, as the API's query names them. */
export interface CustomerFilter {
  email?: string;
  page?: number;
  perPage?: number;
}

/** What the create and edit forms send (the e-mail only on create: the API never changes it). */
export interface CustomerFields {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
}
