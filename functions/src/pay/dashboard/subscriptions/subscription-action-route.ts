import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { subscriptionCodeParams } from '../../subscription/contract';

/**
 * A dashboard action on one subscription (`POST /dashboard/api/subscriptions/{code}/…`): owners and developers
 * only; `action` is the merchant API's move for the staff member's merchant, answered with its API message.
 * Each handler passes only its own action, so its bundle carries only what that action calls.
 */
export function subscriptionActionRoute(action: (merchantId: string, code: string) => Promise<void>, message: string) {
  return httpRoute({
    access: 'merchant-staff',
    envelope: 'pay',
    authenticateStaff,
    roles: ['owner', 'developer'],
    params: subscriptionCodeParams,
    run: async ({ staff, params }) => {
      await action(staff.merchantId, params.code);
      return { message };
    },
  });
}
