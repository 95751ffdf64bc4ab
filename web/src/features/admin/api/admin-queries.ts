import type { Category } from '@functions/shop/category/contract';
import type { Dashboard } from '@functions/shop/dashboard/contract';
import type { UploadUrl } from '@functions/shop/media/contract';
import type { AdminOrder, OrderStatus, PaymentState } from '@functions/shop/order/contract';
import type { Product } from '@functions/shop/product/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/session';
import { apiGet } from '../../../lib/api-client';
import { invalidate, useQuery } from '../../../lib/use-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Every admin query key starts with this, so a write can refresh what it touched by prefix. */
export const adminKeys = {
  dashboard: 'admin:dashboard',
  orders: 'admin:orders:',
  order: (orderID: string) => `admin:order:${orderID}`,
  categories: 'admin:categories',
  products: 'admin:products:',
};

/** `GET /admin/dashboard`: counters and the last 30 days' and 12 months' sales. */
export function useDashboard() {
  const { authedGet, status } = useSession();
  return useQuery(
    adminKeys.dashboard,
    async () => {
      const envelope = await authedGet<Dashboard>('/admin/dashboard');
      if (!envelope.data) throw new Error(envelope.message || 'The dashboard could not be loaded');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}

export interface OrdersFilter {
  page: number;
  status?: OrderStatus;
  payment?: PaymentState;
  q?: string;
}

export interface AdminOrdersPage {
  items: AdminOrder[];
  meta: AdminPageMeta;
}

function isPageMeta(value: unknown): value is AdminPageMeta {
  return typeof value === 'object' && value !== null && 'page' in value && 'hasMore' in value;
}

function ordersSearch(filter: OrdersFilter): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.q) params.set('q', filter.q);
  return params.toString();
}

/** `GET /admin/order/fetch-all-orders`: one offset page (50) of orders, newest first. */
export function useAdminOrders(filter: OrdersFilter) {
  const { authedGet, status } = useSession();
  const search = ordersSearch(filter);
  return useQuery(
    `${adminKeys.orders}${search}`,
    async (): Promise<AdminOrdersPage> => {
      const envelope = await authedGet<AdminOrder[]>(`/admin/order/fetch-all-orders?${search}`);
      const meta = isPageMeta(envelope.meta) ? envelope.meta : { page: filter.page, perPage: 50, hasMore: false };
      return { items: envelope.data ?? [], meta };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}

/** `POST /admin/order/fetch-order-byID`: any customer's order. */
export function useAdminOrder(orderID: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    adminKeys.order(orderID),
    async () => {
      const envelope = await authedPost<AdminOrder>('/admin/order/fetch-order-byID', { orderID });
      if (!envelope.data) throw new Error(envelope.message || 'Order not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}

/** `POST /admin/order/update-order-status`: the server notifies the customer in-app and by e-mail. */
export async function updateOrderStatus(post: AuthedPost, orderID: string, status: OrderStatus | ''): Promise<string> {
  const envelope = await post<AdminOrder>('/admin/order/update-order-status', { orderID, status: status || undefined });
  return envelope.message || 'Order status updated';
}

/** `GET /category/fetch-all-categories`: every category with its product count (the admin reads the public list). */
export function useAdminCategories() {
  return useQuery(adminKeys.categories, async () => {
    const envelope = await apiGet<Category[]>('/category/fetch-all-categories');
    return envelope.data ?? [];
  });
}

/** After a catalogue write: the admin tables, the dashboard counters and the storefront's cached lists. */
export function invalidateCatalogue(): void {
  invalidate(adminKeys.categories);
  invalidate(adminKeys.products);
  invalidate(adminKeys.dashboard);
  invalidate('categories');
  invalidate('products');
}

/** `POST /admin/media/upload-url`, then the file straight to storage; answers the stored key. */
export async function uploadCatalogImage(post: AuthedPost, kind: 'product' | 'category', file: File, onProgress: (percent: number) => void): Promise<string> {
  const envelope = await post<UploadUrl>('/admin/media/upload-url', { kind, contentType: file.type, size: file.size });
  if (!envelope.data) throw new Error(envelope.message || 'error uploading image');
  await uploadWithProgress(envelope.data, file, onProgress);
  return envelope.data.key;
}

/** The stored key of an image the API serves as `/images/{key}`. */
export function imageKeyOf(url: string): string {
  return url.replace(/^.*?\/images\//, '');
}

export async function saveCategory(post: AuthedPost, body: { id?: string; name: string; imageKey: string; description: string }): Promise<string> {
  const envelope = await post<Category>(body.id ? '/admin/category/update-category' : '/admin/category/add-category', body);
  return envelope.message || 'Category saved';
}

export async function deleteCategory(post: AuthedPost, id: string): Promise<string> {
  const envelope = await post<unknown>('/admin/category/delete-category', { id });
  return envelope.message || 'Category deleted';
}

export interface ProductsFilter {
  q?: string;
  category?: string;
  cursor?: string;
}

/** `GET /product/fetch-all-products`: 50 products newest first after `cursor` (the catalogue pages by cursor). */
export function useAdminProducts(filter: ProductsFilter) {
  const query = { q: filter.q, category: filter.category, limit: 50, cursor: filter.cursor };
  return useQuery(
    `${adminKeys.products}${JSON.stringify(query)}`,
    async () => {
      const envelope = await apiGet<Product[]>('/product/fetch-all-products', { query });
      return { items: envelope.data ?? [], next: envelope.next };
    },
    { keepPrevious: true },
  );
}

export interface ProductForm {
  id?: string;
  name: string;
  description: string;
  amount: number;
  category: string;
  coverImageKey: string;
  imageKeys: string[];
  topProduct: boolean;
}

export async function saveProduct(post: AuthedPost, body: ProductForm): Promise<string> {
  const envelope = await post<Product>(body.id ? '/admin/product/update-product' : '/admin/product/add-product', body);
  return envelope.message || 'Product saved';
}

export async function deleteProduct(post: AuthedPost, id: string): Promise<string> {
  const envelope = await post<unknown>('/admin/product/delete-product', { id });
  return envelope.message || 'Product deleted';
}
