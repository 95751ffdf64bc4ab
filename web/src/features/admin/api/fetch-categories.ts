import type { Category } from '@functions/shop/category/contract';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';

/** `GET /category/fetch-all-categories`: every category with its product count (the admin reads the public list). */
export function useAdminCategories() {
  return useQuery(adminKeys.categories, async () => {
    const envelope = await apiGet<Category[]>('/category/fetch-all-categories');
    return envelope.data ?? [];
  });
}
