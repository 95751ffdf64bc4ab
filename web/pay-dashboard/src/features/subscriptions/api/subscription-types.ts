/** A subscription as Pay's API shows it (`GET /subscription`, the fields the dashboard reads). */
export interface Subscription {
  id: number;
  subscription_code: string;
  status: string;
  amount: number;
  quantity: number;
  invoice_limit: number;
  payments_count: number;
  next_payment_date: string | null;
  open_invoice: string | null;
  createdAt: string;
  customer: { id: number; email: string; customer_code: string; first_name?: string | null; last_name?: string | null };
  plan: { id: number; plan_code: string; name?: string; interval?: string; amount?: number };
  authorization: { authorization_code?: string; last4?: string; brand?: string; exp_month?: string; exp_year?: string; bank?: string | null };
}

/** An invoice of the subscription (one per renewal charged or attempted). */
export interface SubscriptionInvoice {
  invoice_code: string;
  amount: number;
  status: string;
  paid: boolean;
  paid_at: string | null;
  period_start: string;
  period_end: string;
  transaction: { reference?: string; status?: string };
  created_at: string;
}

/** `GET /subscription/{id_or_code}`: the subscription with its invoices, newest first. */
export interface SubscriptionDetail extends Subscription {
  invoices: SubscriptionInvoice[];
}

/** The list's filters, as the API's query names them: a customer's and a plan's numeric id (as typed: the API refuses other text). */
export interface SubscriptionFilter {
  customer?: string;
  plan?: string;
  page?: number;
  perPage?: number;
}
