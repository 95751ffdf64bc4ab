import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { deleteProductBody } from './contract';
import { deleteProduct } from './admin-product-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: deleteProductBody,
  run: async ({ body, identity }) => {
    await deleteProduct(identity.userId, body.id);
    return { message: 'Product deleted', data: { id: body.id } };
  },
});
