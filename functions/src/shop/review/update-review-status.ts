import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateReviewStatusBody } from './contract';
import { updateReviewStatus } from './admin-review-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateReviewStatusBody,
  run: async ({ body, identity }) => ({
    message: body.status === 'approved' ? 'Review approved' : 'Review hidden',
    data: await updateReviewStatus(identity.userId, body.id, body.status),
  }),
});
