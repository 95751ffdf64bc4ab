import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateProductBody } from './contract';
import { updateProduct } from './admin-product-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateProductBody,
  run: async ({ body, identity }) => ({
    message: 'Product updated',
    data: await updateProduct(identity.userId, body),
  }),
});
