import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Customer } from '../db/customer';
import { createdRange } from '../shared/paging';
import { customerView, type CustomerView } from '../shared/customer-record';
import type { ListCustomersQuery } from './contract';

export interface CustomerPage {
  data: CustomerView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/**
 * A merchant's customers newest first, `from`/`to` on their creation, paged by `perPage`/`page` with `meta`.
 * `email` (the dashboard's search, lower-case) keeps those whose e-mail contains it.
 */
export async function listCustomers(merchantId: string, query: ListCustomersQuery & { email?: string | undefined }): Promise<CustomerPage> {
  const { from, to } = createdRange(query);
  const { email: part } = query;
  const between = Customer.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const ranged = part ? between.where(({ email }, { contains }) => contains(email, part)) : between;
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'customer'),
    ranged.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(customerView),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
