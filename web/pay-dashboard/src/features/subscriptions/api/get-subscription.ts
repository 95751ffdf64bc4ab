import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { subscriptionsKey } from './list-subscriptions';
import type { SubscriptionDetail } from './subscription-types';

export const subscriptionKey = (code: string) => `${subscriptionsKey}/${code}`;

/** `GET /dashboard/api/subscriptions/{code}`: the subscription with its customer, plan, card and invoices. */
export async function getSubscription(code: string): Promise<SubscriptionDetail> {
  return (await staffCall<SubscriptionDetail>('GET', `/subscriptions/${encodeURIComponent(code)}`)).data;
}

export function useSubscription(code: string) {
  return useQuery(subscriptionKey(code), () => getSubscription(code));
}
