import { httpRoute } from '../../lib/http/http-route';
import { reviewIdBody } from './contract';
import { fetchReview } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  body: reviewIdBody,
  run: async ({ body }) => ({ message: 'Review fetched', data: await fetchReview(body.id) }),
});
