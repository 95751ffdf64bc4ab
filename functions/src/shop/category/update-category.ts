import { httpRoute } from '../../lib/http/http-route';
import { updateCategoryBody } from './contract';
import { updateCategory } from './admin-category-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: updateCategoryBody,
  run: async ({ body, identity }) => ({
    message: 'Category updated',
    data: await updateCategory(identity.userId, body),
  }),
});
