import * as z from 'zod';

/** A category as the API returns it. `image` is a URL on the Shop's own origin (`/images/{key}`). */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  created_at: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
