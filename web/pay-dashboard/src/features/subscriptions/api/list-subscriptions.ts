import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Subscription, SubscriptionFilter } from './subscription-types';

export interface SubscriptionPage {
  items: Subscription[];
  meta: PageMeta;
}

export const subscriptionsKey = 'dashboard:subscriptions';

/** `GET /dashboard/api/subscriptions`: one page, newest first, by customer and plan. */
export async function listSubscriptions(filter: SubscriptionFilter): Promise<SubscriptionPage> {
  const answer = await staffCall<Subscription[]>('GET', '/subscriptions', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function useSubscriptions(filter: SubscriptionFilter) {
  return useQuery(`${subscriptionsKey}?${JSON.stringify(filter)}`, () => listSubscriptions(filter), { keepPrevious: true });
}
