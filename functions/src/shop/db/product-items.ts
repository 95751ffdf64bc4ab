import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/db/document-client';
import { Product, type ProductItem } from './product';
import { tableName } from './table';

// Apart from the entity: every bundle holding the table's entities would otherwise carry BatchGetItem.
/**
 * Several products in one read (BatchGetItem, 100 keys a call), by id; ids that do not exist are left out. Keys
 * are lower-cased, so `abc` and `ABC` name one key: each key is asked for once, or DynamoDB refuses the whole
 * batch ("Provided list of item keys contains duplicates").
 */
export async function productItemsByIds(ids: readonly string[]): Promise<Map<string, ProductItem>> {
  const unique = new Map<string, Record<string, unknown>>();
  for (const id of ids) {
    const key = Product.get({ id }).params().Key as Record<string, unknown>;
    unique.set(JSON.stringify(key), key);
  }
  const allKeys = [...unique.values()];
  const found = new Map<string, ProductItem>();
  const table = tableName();
  for (let start = 0; start < allKeys.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = allKeys.slice(start, start + 100);
    for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt += 1) {
      const output = await documentClient.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
      const { data } = Product.parse({ Items: output.Responses?.[table] ?? [] });
      for (const item of data) found.set(item.id, item);
      keys = output.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}
