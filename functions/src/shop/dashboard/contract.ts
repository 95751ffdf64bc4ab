/** Shapes of the dashboard route, shared with the browser. Money is kobo. */

export interface SalesPoint {
  /** A Lagos day (YYYY-MM-DD) or month (YYYY-MM). */
  period: string;
  /** Paid revenue in kobo. */
  revenue: number;
  /** Orders paid. */
  orders: number;
}

/** `GET /admin/dashboard`: every figure read from counters kept in the transactions of the writes they count. */
export interface Dashboard {
  users: number;
  orders: number;
  products: number;
  pendingOrders: number;
  paidOrders: number;
  /** All paid revenue, kobo. */
  revenue: number;
  /** The last 30 days, oldest first, days without sales as zeros. */
  daily: SalesPoint[];
  /** The last 12 months, oldest first. */
  monthly: SalesPoint[];
}
