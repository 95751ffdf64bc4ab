import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { deleteCategoryBody } from './contract';
import { deleteCategory } from './admin-category-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: deleteCategoryBody,
  run: async ({ body, identity }) => ({
    message: 'Category deleted',
    data: await deleteCategory(identity.userId, body.id),
  }),
});
