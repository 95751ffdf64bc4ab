import { httpRoute } from '../../lib/http/http-route';
import { deleteProductBody } from './contract';
import { deleteProduct } from './admin-product-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: deleteProductBody,
  run: async ({ body, identity }) => {
    await deleteProduct(identity.userId, body.id);
    return { message: 'Product deleted', data: { id: body.id } };
  },
});
