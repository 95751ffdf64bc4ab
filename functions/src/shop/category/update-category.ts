import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateCategoryBody } from './contract';
import { updateCategory } from './admin-category-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateCategoryBody,
  run: async ({ body, identity }) => ({
    message: 'Category updated',
    data: await updateCategory(identity.userId, body),
  }),
});
