import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { reviewIdBody } from './contract';
import { fetchReview } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: reviewIdBody,
  run: async ({ body }) => ({ message: 'Review fetched', data: await fetchReview(body.id) }),
});
