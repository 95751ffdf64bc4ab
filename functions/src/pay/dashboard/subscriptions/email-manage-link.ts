import { emailManageLink } from '../../subscription/manage-link-service';
import { subscriptionActionRoute } from './subscription-action-route';

export const handler = subscriptionActionRoute((merchantId, code) => emailManageLink(merchantId, code), 'Email successfully sent');
