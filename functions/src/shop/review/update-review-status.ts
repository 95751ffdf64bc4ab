import { httpRoute } from '../../lib/http/http-route';
import { updateReviewStatusBody } from './contract';
import { updateReviewStatus } from './admin-review-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: updateReviewStatusBody,
  run: async ({ body, identity }) => ({
    message: body.status === 'approved' ? 'Review approved' : 'Review hidden',
    data: await updateReviewStatus(identity.userId, body.id, body.status),
  }),
});
