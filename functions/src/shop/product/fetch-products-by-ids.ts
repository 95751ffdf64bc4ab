import { httpRoute } from '../../lib/http/http-route';
import { getProductsByIds } from './product-service';
import { fetchProductsByIdsBody } from './contract';

export const handler = httpRoute({
  access: 'public',
  body: fetchProductsByIdsBody,
  run: async ({ body }) => ({ message: 'Products fetched', data: await getProductsByIds(body.ids) }),
});
