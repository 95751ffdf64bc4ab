import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Product } from '../db/product';
import { SearchTerm, searchTermItems } from '../db/search-term';
import { tableName } from '../db/table';
import { documentClient } from '../../lib/db/document-client';
import { putItems } from '../../lib/db/put-items';

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
        TableName: tableName(),
        FilterExpression: '#entity = :product',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':product': 'product' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const terms = Product.parse({ Items: page.Items ?? [] }).data.flatMap(searchTermItems);
    await putItems(documentClient, tableName(), terms.map((term) => SearchTerm.put(term).params().Item as Record<string, unknown>));
    written += terms.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return written;
}
