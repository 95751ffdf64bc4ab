import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchAllReviewsQuery } from './contract';
import { fetchAllReviews } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: fetchAllReviewsQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAllReviews(query);
    return { message: 'Reviews fetched', data: items, meta };
  },
});
