import { disableSubscription, enableSubscription } from '../../subscription/subscription-service';
import { merchantSubscription } from '../../subscription/subscription-lookup';

/**
 * The dashboard's subscription actions: the merchant API's `POST /subscription/disable` and `…/enable` (same
 * moves, same webhooks, same messages) for the merchant's staff, who need not know the customer's e-mail token:
 * the subscription is read for it first (another merchant's code is "not found", as on the API). The e-mailed
 * manage link (`email-manage-link.ts`) calls the API's service itself: only that route may send mail.
 */
async function emailTokenOf(merchantId: string, code: string): Promise<{ code: string; token: string }> {
  const subscription = await merchantSubscription(merchantId, code);
  return { code: subscription.subscriptionCode, token: subscription.emailToken };
}

export async function disableByStaff(merchantId: string, code: string): Promise<void> {
  await disableSubscription(merchantId, await emailTokenOf(merchantId, code));
}

export async function enableByStaff(merchantId: string, code: string): Promise<void> {
  await enableSubscription(merchantId, await emailTokenOf(merchantId, code));
}
