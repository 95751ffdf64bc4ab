import { invalidate } from '../../../lib/use-query';

/** Every admin query key starts with this, so a write can refresh what it touched by prefix. */
export const adminKeys = {
  dashboard: 'admin:dashboard',
  orders: 'admin:orders:',
  order: (orderID: string) => `admin:order:${orderID}`,
  categories: 'admin:categories',
  products: 'admin:products:',
};

/** After a catalogue write: the admin tables, the dashboard counters and the storefront's cached lists. */
export function invalidateCatalogue(): void {
  invalidate(adminKeys.categories);
  invalidate(adminKeys.products);
  invalidate(adminKeys.dashboard);
  invalidate('categories');
  invalidate('products');
}
