import { httpRoute } from '../../lib/http/http-route';
import { fetchMyReviewsQuery } from './contract';
import { fetchMyReviews } from './review-service';

export const handler = httpRoute({
  access: 'customer',
  query: fetchMyReviewsQuery,
  run: async ({ query, identity }) => ({ message: 'Reviews fetched', data: await fetchMyReviews(identity.userId, query.orderID) }),
});
