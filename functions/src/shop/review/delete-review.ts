import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { reviewIdBody } from './contract';
import { deleteReview } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: reviewIdBody,
  run: async ({ body, identity }) => ({ message: 'Review deleted', data: await deleteReview(identity.userId, body.id) }),
});
