import { subscriptionActionRoute } from './subscription-action-route';
import { disableByStaff } from './subscription-actions-service';

export const handler = subscriptionActionRoute(disableByStaff, 'Subscription disabled successfully');
