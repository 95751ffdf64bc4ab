import type { Category } from '@functions/shop/category/contract';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/*
 * Catalog responses are typed from the API's contract but not re-parsed with zod here: the schemas would
 * add zod to the first-load bundle of `/`, which has a 90 KB budget, and the data is read-only display.
 */

export async function fetchCategories(): Promise<Category[]> {
  const envelope = await apiGet<Category[]>('/category/fetch-all-categories');
  return envelope.data ?? [];
}

/** All categories (the header, home tiles, the product grid's side list and the site map share one request). */
export function useCategories() {
  return useQuery('categories', fetchCategories);
}

/** The category whose name matches `name` case-insensitively (SPEC §2). */
export function findCategory(categories: readonly Category[], name: string): Category | undefined {
  const wanted = name.toLowerCase();
  return categories.find((category) => category.name.toLowerCase() === wanted);
}
