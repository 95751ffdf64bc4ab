import { httpRoute } from '../../lib/http/http-route';
import { updateProductBody } from './contract';
import { updateProduct } from './admin-product-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: updateProductBody,
  run: async ({ body, identity }) => ({
    message: 'Product updated',
    data: await updateProduct(identity.userId, body),
  }),
});
