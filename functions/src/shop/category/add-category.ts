import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { addCategoryBody } from './contract';
import { addCategory } from './admin-category-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: addCategoryBody,
  run: async ({ body, identity }) => ({
    statusCode: 201,
    message: 'Category added',
    data: await addCategory(identity.userId, body),
  }),
});
