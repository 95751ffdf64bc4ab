import { httpRoute } from '../../lib/http/http-route';
import { updateProductBody } from './contract';
import { updateProduct } from './admin-product-service';

export const handler = httpRoute({
  access: 'admin',
  body: updateProductBody,
  run: async ({ body, identity }) => ({
    message: 'Product updated',
    data: await updateProduct(identity.userId, body),
  }),
});
