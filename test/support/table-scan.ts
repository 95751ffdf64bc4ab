import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { testStack } from './stack';

/** A stored item as the test reads it straight from DynamoDB Local. */
export type StoredItem = Record<string, unknown>;

let client: DynamoDBDocumentClient | undefined;

/** One document client on the test stack's DynamoDB Local, for test set-up and checks (never the product's code). */
export function localTableClient(): DynamoDBDocumentClient {
  const stack = testStack();
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  return client;
}

type ScanFilter = Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

/**
 * Every item of a local table (the Shop's by default) that passes `filter`, read page by page and
 * consistently: a Scan answers at most 1 MB at a time, and the table grows with every test of the run.
 */
export async function scanItems(filter: ScanFilter = {}, table: string = testStack().tables.shop): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await localTableClient().send(new ScanCommand({ TableName: table, ConsistentRead: true, ...filter, ...(start ? { ExclusiveStartKey: start } : {}) }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
