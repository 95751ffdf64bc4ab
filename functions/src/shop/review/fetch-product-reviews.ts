import { httpRoute } from '../../lib/http/http-route';
import { productReviewsParams, productReviewsQuery } from './contract';
import { fetchProductReviews } from './review-service';

export const handler = httpRoute({
  access: 'public',
  params: productReviewsParams,
  query: productReviewsQuery,
  run: async ({ params, query }) => {
    const page = await fetchProductReviews(params.id, query);
    return { message: 'Reviews fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
