import { httpRoute } from '../../lib/http/http-route';
import { reviewIdBody } from './contract';
import { fetchReview } from './admin-review-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: reviewIdBody,
  run: async ({ body }) => ({ message: 'Review fetched', data: await fetchReview(body.id) }),
});
