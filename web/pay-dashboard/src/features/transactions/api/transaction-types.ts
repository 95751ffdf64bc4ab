/** A transaction as Pay's API shows it (the fields the dashboard reads). */
export interface Transaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  fees: number | null;
  amount_refunded: number;
  customer: { email: string; first_name?: string | null; last_name?: string | null; customer_code?: string };
  authorization: { last4?: string; brand?: string; bank?: string | null; exp_month?: string; exp_year?: string; channel?: string };
  subaccount: Record<string, unknown>;
  split: Record<string, unknown>;
}

export interface TimelineEntry {
  type: string;
  message: string;
  time: number;
}

export interface RefundSummary {
  id: number;
  amount: number;
  status: string;
  currency?: string;
  customer_note?: string | null;
  merchant_note?: string | null;
  refunded_at?: string | null;
  createdAt?: string;
  created_at?: string;
}

export interface TransactionDetail extends Transaction {
  log: { time_spent: number; attempts: number; errors: number; history: TimelineEntry[] } | null;
  refunds: RefundSummary[];
}

/** The list's filters, as the API's query names them (amounts in kobo, dates YYYY-MM-DD). */
export interface TransactionFilter {
  reference?: string;
  email?: string;
  status?: string;
  channel?: string;
  from?: string;
  to?: string;
  amountMin?: number;
  amountMax?: number;
  page?: number;
  perPage?: number;
}
