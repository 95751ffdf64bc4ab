import { httpRoute } from '../../lib/http/http-route';
import { listCategories } from './category-service';

export const handler = httpRoute({
  access: 'public',
  run: async () => ({ message: 'Categories fetched', data: await listCategories() }),
});
