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

/** After a write to an order (status, cancel, refund, remake settled): the order, the lists, the counters, remakes and the audit log. */
export function refreshAfterOrderWrite(orderID: string): void {
  invalidate(adminKeys.order(orderID));
  invalidate(adminKeys.orders);
  invalidate(adminKeys.dashboard);
  invalidate('admin:remakes:');
  invalidate('admin:audit:');
}
