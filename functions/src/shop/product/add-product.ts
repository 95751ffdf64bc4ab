import { httpRoute } from '../../lib/http/http-route';
import { addProductBody } from './contract';
import { addProduct } from './admin-product-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: addProductBody,
  run: async ({ body, identity }) => ({
    statusCode: 201,
    message: 'Product added',
    data: await addProduct(identity.userId, body),
  }),
});
