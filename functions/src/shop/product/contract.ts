import * as z from 'zod';
import { pageFields } from '../shared/contract';

/**
 * A product as the API returns it. `amount` is the unit price in kobo; `coverImage` and `images` are URLs
 * on the Shop's own origin (`/images/{key}`).
 */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().int().nonnegative(),
  category: z.string(),
  coverImage: z.string(),
  images: z.array(z.string()),
  topProduct: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

const flag = z
  .enum(['1', '0', 'true', 'false'], { message: 'top must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

/** Query of `GET /product/fetch-all-products`. */
export const fetchAllProductsQuery = z.object({
  category: z.string().trim().min(1, 'category must not be empty').max(80, 'category is too long').optional(),
  top: flag.optional(),
  q: z.string().trim().max(80, 'q must be at most 80 characters').optional(),
  sort: z.enum(productSorts, { message: `sort must be one of ${productSorts.join(', ')}` }).default('newest'),
  ...pageFields,
});
export type FetchAllProductsQuery = z.input<typeof fetchAllProductsQuery>;

/** Body of `POST /product/fetch-products-by-ids`: the cart refreshes its lines with one call. */
export const fetchProductsByIdsBody = z.object({
  ids: z
    .array(z.string().trim().min(1).max(64), { message: 'ids must be a list of product ids' })
    .min(1, 'ids must name at least one product')
    .max(100, 'ids may name at most 100 products'),
});
