import { httpRoute } from '../../lib/http/http-route';
import { addProductBody } from './contract';
import { addProduct } from './admin-product-service';

export const handler = httpRoute({
  access: 'admin',
  body: addProductBody,
  run: async ({ body, identity }) => ({
    statusCode: 201,
    message: 'Product added',
    data: await addProduct(identity.userId, body),
  }),
});
