import { httpRoute } from '../../lib/http/http-route';
import { addCategoryBody } from './contract';
import { addCategory } from './admin-category-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: addCategoryBody,
  run: async ({ body, identity }) => ({
    statusCode: 201,
    message: 'Category added',
    data: await addCategory(identity.userId, body),
  }),
});
