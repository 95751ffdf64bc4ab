import * as z from '../../lib/zod';
import { httpRoute } from '../../lib/http/http-route';
import { getProduct } from './product-service';

const params = /* @__PURE__ */ z.pure(() => z.object({ id: z.string().check(z.trim(), z.minLength(1, 'id is required')) }));

export const handler = httpRoute({
  access: 'public',
  params,
  run: async ({ params: { id } }) => ({ message: 'Product fetched', data: await getProduct(id) }),
});
