import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/db/document-client';
import { Customer } from '../db/customer';
import { customerView, type CustomerView } from '../shared/customer-record';
import type { ListCustomersQuery } from './contract';

export interface CustomerPage {
  data: CustomerView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/** Bounds that sort before and after every ISO time. */
const earliest = '0000';
const latest = '9999';

/** Counts the customers a query matches without reading them (`Select: COUNT`); the partition also holds other entities. */
async function countCustomers(params: QueryCommandInput): Promise<number> {
  const input: QueryCommandInput = {
    ...params,
    Select: 'COUNT',
    FilterExpression: params.FilterExpression ? `(${params.FilterExpression}) AND #edbEntity = :edbEntity` : '#edbEntity = :edbEntity',
    ExpressionAttributeNames: { ...params.ExpressionAttributeNames, '#edbEntity': '__edb_e__' },
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':edbEntity': 'customer' },
  };
  let total = 0;
  let start: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const output = await documentClient.send(new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
    total += output.Count ?? 0;
    start = output.LastEvaluatedKey;
  } while (start);
  return total;
}

/** A merchant's customers newest first, `from`/`to` on their creation, paged by `perPage`/`page` with `meta`. */
export async function listCustomers(merchantId: string, query: ListCustomersQuery): Promise<CustomerPage> {
  const from = query.from ? new Date(query.from).toISOString() : earliest;
  const to = query.to ? new Date(query.to).toISOString() : latest;
  const ranged = Customer.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countCustomers(ranged.params<QueryCommandInput>({ order: 'desc' })),
    ranged.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(customerView),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
