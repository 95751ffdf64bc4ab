import * as z from '../../lib/zod';
import { imageKeyPattern, itemIdSchema, pageFields, reportWhole } from '../shared/contract';

/**
 * A product as the API returns it. `amount` is the unit price in kobo; `coverImage` and `images` are URLs
 * on the Shop's own origin (`/images/{key}`).
 */
export const productSchema = /* @__PURE__ */ z.pure(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().check(z.int(), z.nonnegative()),
  category: z.string(),
  coverImage: z.string(),
  images: z.array(z.string()),
  topProduct: z.boolean(),
  created_at: z.string(),
  /** Approved reviews (the server always sends it; optional so older fixtures stay valid). */
  reviewCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Mean rating of the approved reviews, one decimal; null while there are none. */
  ratingAverage: z.optional(z.nullable(z.number())),
}));
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

const flag = /* @__PURE__ */ z.pure(() => z.pipe(z.enum(['1', '0', 'true', 'false'], { message: 'top must be 1 or 0' }), z.transform((value) => value === '1' || value === 'true')));

/** Query of `GET /product/fetch-all-products`. */
export const fetchAllProductsQuery = /* @__PURE__ */ z.pure(() => z.object({
  category: z.optional(z.string().check(z.trim(), z.minLength(1, 'category must not be empty'), z.maxLength(80, 'category is too long'))),
  top: z.optional(flag),
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'q must be at most 80 characters'))),
  sort: z._default(z.enum(productSorts, { message: `sort must be one of ${productSorts.join(', ')}` }), 'newest'),
  ...pageFields,
}));
export type FetchAllProductsQuery = z.input<typeof fetchAllProductsQuery>;

/** Body of `POST /product/fetch-products-by-ids`: the cart refreshes its lines with one call. */
export const fetchProductsByIdsBody = /* @__PURE__ */ z.pure(() => z.object({
  ids: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), { message: 'ids must be a list of product ids' }).check(z.minLength(1, 'ids must name at least one product'), z.maxLength(100, 'ids may name at most 100 products')),
}));

/** A product's price ceiling in kobo (₦100,000,000): a guard against a mistyped amount. */
export const maxProductAmount = 10_000_000_000;
export const maxProductImages = 10;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const productImageKey = /* @__PURE__ */ z.pure(() => z.string().check(z.regex(imageKeyPattern('products'))));
const amountInKobo = /* @__PURE__ */ z.pure(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(maxProductAmount)));

const productFields = /* @__PURE__ */ z.pure(() => ({
  name: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  amount: z.optional(z.unknown()),
  category: z.optional(z.unknown()),
  coverImageKey: z.optional(z.unknown()),
  imageKeys: z.optional(z.unknown()),
  topProduct: z._default(z.boolean({ error: 'topProduct must be true or false' }), false),
}));

/** The product form's checks in SPEC §5's order; the first failing one is the answer, in SPEC's words. */
function checkProduct(body: Partial<Record<keyof typeof productFields, unknown>>, context: z.RefinementCtx) {
  const name = text(120).safeParse(body.name);
  if (!name.success) return reportWhole(context, 'enter product name');
  const description = text(4000).safeParse(body.description);
  if (!description.success) return reportWhole(context, 'enter product description');
  const amount = amountInKobo.safeParse(typeof body.amount === 'string' && body.amount.trim() === '' ? undefined : body.amount);
  if (!amount.success) return reportWhole(context, 'enter amount');
  const category = text(80).safeParse(body.category);
  if (!category.success) return reportWhole(context, 'select category');
  const cover = productImageKey.safeParse(body.coverImageKey);
  if (!cover.success) return reportWhole(context, 'select featured image');
  const images = z.array(productImageKey).check(z.minLength(1), z.maxLength(maxProductImages)).safeParse(body.imageKeys);
  if (!images.success) return reportWhole(context, 'select images');
  return {
    name: name.data,
    description: description.data,
    amount: amount.data,
    category: category.data,
    coverImageKey: cover.data,
    imageKeys: images.data,
    topProduct: body.topProduct === true,
  };
}

/** `POST /admin/product/add-product`: `amount` in kobo (the form takes naira), image keys from the upload route. */
export const addProductBody = /* @__PURE__ */ z.pure(() => z.pipe(z.object(productFields), z.transform((body, context) => checkProduct(body, context))));
export type AddProductBody = z.input<typeof addProductBody>;
export type ProductInput = z.output<typeof addProductBody>;

/** `POST /admin/product/update-product`: the whole product again, by id. */
export const updateProductBody = /* @__PURE__ */ z.pure(() => z.pipe(z.object({ id: itemIdSchema, ...productFields }), z.transform((body, context) => {
    const checked = checkProduct(body, context);
    return checked === z.NEVER ? z.NEVER : { id: body.id, ...checked };
  })));
export type UpdateProductBody = z.input<typeof updateProductBody>;

/** `POST /admin/product/delete-product` */
export const deleteProductBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema }));
