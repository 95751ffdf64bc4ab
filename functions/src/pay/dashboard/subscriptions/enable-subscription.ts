import { subscriptionActionRoute } from './subscription-action-route';
import { enableByStaff } from './subscription-actions-service';

export const handler = subscriptionActionRoute(enableByStaff, 'Subscription enabled successfully');
