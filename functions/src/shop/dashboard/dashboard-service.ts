import { DashboardCounter } from '../db/dashboard-counter';
import { lastDays, lastMonths } from '../shared/sales-calendar';
import type { Dashboard, SalesPoint } from './contract';

const totals = ['users', 'orders', 'products', 'orders:pending', 'orders:paid', 'revenue'] as const;

/**
 * `GET /admin/dashboard`: one batch read of at most 90 counter items (totals, 30 days, 12 months); nothing is
 * listed or scanned to count.
 */
export async function fetchDashboard(now = new Date()): Promise<Dashboard> {
  const days = lastDays(30, now);
  const months = lastMonths(12, now);
  const names = [
    ...totals,
    ...days.flatMap((day) => [`revenue:day:${day}`, `orders:paid:day:${day}`]),
    ...months.flatMap((month) => [`revenue:month:${month}`, `orders:paid:month:${month}`]),
  ];
  const { data } = await DashboardCounter.get(names.map((name) => ({ name }))).go();
  const values = new Map(data.map((item) => [item.name, item.value]));
  const value = (name: string): number => values.get(name) ?? 0;
  const point = (unit: 'day' | 'month', period: string): SalesPoint => ({
    period,
    revenue: value(`revenue:${unit}:${period}`),
    orders: value(`orders:paid:${unit}:${period}`),
  });
  return {
    users: value('users'),
    orders: value('orders'),
    products: value('products'),
    pendingOrders: value('orders:pending'),
    paidOrders: value('orders:paid'),
    revenue: value('revenue'),
    daily: days.map((day) => point('day', day)),
    monthly: months.map((month) => point('month', month)),
  };
}
