import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/db/document-client';
import { entityField } from '../../lib/data/keys';

/**
 * Counts the items of one entity that a query matches without reading them (DynamoDB's `Select: COUNT`),
 * for the `meta.total` of Paystack-style pages. An index partition can hold several entities (a merchant's
 * transactions, refunds and webhook events share one), so only `entity`'s items are counted.
 */
export async function countMatches(params: QueryCommandInput, entity: string): Promise<number> {
  const entityFilter = '#edbEntity = :edbEntity';
  const input: QueryCommandInput = {
    ...params,
    Select: 'COUNT',
    FilterExpression: params.FilterExpression ? `(${params.FilterExpression}) AND ${entityFilter}` : entityFilter,
    ExpressionAttributeNames: { ...params.ExpressionAttributeNames, '#edbEntity': entityField },
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':edbEntity': entity },
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
