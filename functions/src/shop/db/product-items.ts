import { Product, type ProductItem } from './product';

/** Tries at the keys DynamoDB leaves unprocessed (it answers part of a batch under load). */
const batchAttempts = 5;

/**
 * Several products in one read (BatchGetItem through the entity, 100 keys a call), by id; ids that do not exist are
 * left out. The entity's batch get asks for each key once, so ids that differ only in case (one lower-cased key) are
 * safe to pass.
 */
export async function productItemsByIds(ids: readonly string[]): Promise<Map<string, ProductItem>> {
  const found = new Map<string, ProductItem>();
  let keys = ids.map((id) => ({ id }));
  for (let attempt = 0; keys.length > 0 && attempt < batchAttempts; attempt += 1) {
    const { data, unprocessed } = await Product.get(keys).go();
    for (const item of data) found.set(item.id, item);
    keys = unprocessed;
  }
  return found;
}
