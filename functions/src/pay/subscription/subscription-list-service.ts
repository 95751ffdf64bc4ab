import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Subscription } from '../db/subscription';
import type { ListSubscriptionsQuery } from './contract';
import { listedSubscription } from './subscription-lookup';

/** A merchant's subscriptions newest first, by customer id and plan id, paged by `perPage`/`page` with `meta`. */
export async function listSubscriptions(merchantId: string, query: ListSubscriptionsQuery) {
  const skipped = (query.page - 1) * query.perPage;
  const filtered = Subscription.query.byMerchant({ merchantId }).where(({ customerId, planId }, { eq }) =>
    [query.customer !== undefined ? eq(customerId, query.customer) : '', query.plan !== undefined ? eq(planId, query.plan) : ''].filter(Boolean).join(' AND '),
  );
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'subscription'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: await Promise.all(data.slice(skipped, skipped + query.perPage).map(listedSubscription)),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
