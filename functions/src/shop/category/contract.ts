import * as z from '../../lib/zod';
import { imageKeyPattern, itemIdSchema, reportWhole } from '../shared/contract';

/** A category as the API returns it. `image` is a URL on the Shop's own origin (`/images/{key}`). */
export const categorySchema = /* @__PURE__ */ z.pure(() => z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  created_at: z.string(),
  productCount: z.number().check(z.int(), z.nonnegative()),
}));
export type Category = z.infer<typeof categorySchema>;

const categoryFields = /* @__PURE__ */ z.pure(() => ({
  name: z.optional(z.unknown()),
  imageKey: z.optional(z.unknown()),
  description: z._default(z.string({ error: 'description must be text' }).check(z.trim(), z.maxLength(500, 'description must be at most 500 characters')), ''),
}));

function checkCategory(body: Partial<Record<keyof typeof categoryFields, unknown>>, context: z.RefinementCtx) {
  const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(80)).safeParse(body.name);
  if (!name.success) return reportWhole(context, 'enter category name');
  const image = z.string().check(z.regex(imageKeyPattern('categories'))).safeParse(body.imageKey);
  if (!image.success) return reportWhole(context, 'add cover image');
  return { name: name.data, imageKey: image.data, description: typeof body.description === 'string' ? body.description : '' };
}

/** `POST /admin/category/add-category`: SPEC §5's checks and words; the cover image key comes from the upload route. */
export const addCategoryBody = /* @__PURE__ */ z.pure(() => z.pipe(z.object(categoryFields), z.transform((body, context) => checkCategory(body, context))));
export type AddCategoryBody = z.input<typeof addCategoryBody>;
export type CategoryInput = z.output<typeof addCategoryBody>;

/** `POST /admin/category/update-category` */
export const updateCategoryBody = /* @__PURE__ */ z.pure(() => z.pipe(z.object({ id: itemIdSchema, ...categoryFields }), z.transform((body, context) => {
    const checked = checkCategory(body, context);
    return checked === z.NEVER ? z.NEVER : { id: body.id, ...checked };
  })));
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;

/** `POST /admin/category/delete-category`: the category and every product in it. */
export const deleteCategoryBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema }));

/** What a category delete removed. */
export interface DeletedCategory {
  id: string;
  productsDeleted: number;
}
