import { httpRoute } from '../../lib/http/http-route';
import { reviewIdBody } from './contract';
import { deleteReview } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  body: reviewIdBody,
  run: async ({ body, identity }) => ({ message: 'Review deleted', data: await deleteReview(identity.userId, body.id) }),
});
