import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { addProductBody } from './contract';
import { addProduct } from './admin-product-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: addProductBody,
  run: async ({ body, identity }) => ({
    statusCode: 201,
    message: 'Product added',
    data: await addProduct(identity.userId, body),
  }),
});
