import { httpRoute } from '../../lib/http/http-route';
import { updateCategoryBody } from './contract';
import { updateCategory } from './admin-category-service';

export const handler = httpRoute({
  access: 'admin',
  body: updateCategoryBody,
  run: async ({ body, identity }) => ({
    message: 'Category updated',
    data: await updateCategory(identity.userId, body),
  }),
});
