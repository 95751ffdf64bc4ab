import { httpRoute } from '../../lib/http/http-route';
import { deleteCategoryBody } from './contract';
import { deleteCategory } from './admin-category-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: deleteCategoryBody,
  run: async ({ body, identity }) => ({
    message: 'Category deleted',
    data: await deleteCategory(identity.userId, body.id),
  }),
});
