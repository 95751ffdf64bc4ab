/** The intervals Pay's Plans API takes (`planIntervals` in functions/src/pay/db/plan.ts). */
export const planIntervals = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'] as const;
export type PlanInterval = (typeof planIntervals)[number];

/** A plan as Pay's Plans API shows it (the fields the dashboard reads), with its newest subscriptions. */
export interface Plan {
  id: number;
  plan_code: string;
  name: string;
  description: string | null;
  amount: number;
  interval: PlanInterval;
  invoice_limit: number;
  send_invoices: boolean;
  send_sms: boolean;
  currency: string;
  createdAt: string;
  subscriptions: { id: number; subscription_code: string; status: string; amount: number; quantity: number; next_payment_date: string | null; createdAt: string }[];
}

/** The list's filters and paging, as the API's query names them (amount in kobo). */
export interface PlanFilter {
  interval?: string;
  amount?: number;
  page?: number;
  perPage?: number;
}

/** What the create and edit forms send (amount in kobo; the invoice limit as typed, for the API to judge). */
export interface PlanFields {
  name?: string;
  amount?: number;
  interval?: string;
  description?: string;
  invoice_limit?: string;
  send_invoices?: boolean;
  send_sms?: boolean;
  update_existing_subscriptions?: boolean;
}
