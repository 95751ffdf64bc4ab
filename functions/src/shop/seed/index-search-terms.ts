import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Product } from '../db/product';
import { SearchTerm, searchTermItems } from '../db/search-term';
import { tableName } from '../db/table';
import { documentClient } from '../../lib/db/document-client';

/**
 * Writes the search terms of every stored product: for a table whose products predate the search index. Puts
 * only, so running it again changes nothing. A Scan: a one-off run by the local stack on an older data folder
 * (or by an operator against a table), never on a request path. Answers how many terms it wrote.
 */
export async function indexSearchTerms(): Promise<number> {
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#entity = :product',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':product': 'product' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const terms = Product.parse({ Items: page.Items ?? [] }).data.flatMap(searchTermItems);
    for (let start = 0; start < terms.length; start += 25) {
      let requests = terms.slice(start, start + 25).map((term) => ({ PutRequest: { Item: SearchTerm.put(term).params().Item as Record<string, unknown> } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt >= 10) throw new Error('DynamoDB kept search terms unprocessed');
        const output = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (output.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
      written += Math.min(25, terms.length - start);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return written;
}
