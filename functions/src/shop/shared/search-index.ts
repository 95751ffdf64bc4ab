import { searchTermItems, type SearchableProduct, type SearchTermItem } from '../db/search-term';
import type { ShopWrite, ShopWriters } from '../db/transaction';

/** Items one DynamoDB transaction may hold. */
const transactionLimit = 100;

/**
 * What the search index needs to take a product from `before` to `after` (either missing for an add or a delete):
 * the terms it lost go, new ones come, and kept ones are put again only when the price or date they sort by changed.
 */
export function searchTermChanges(before: SearchableProduct | undefined, after: SearchableProduct | undefined): { deletes: SearchTermItem[]; puts: SearchTermItem[] } {
  const old = new Map((before ? searchTermItems(before) : []).map((item) => [item.term, item]));
  const next = after ? searchTermItems(after) : [];
  const kept = new Set(next.map((item) => item.term));
  return {
    deletes: [...old.values()].filter((item) => !kept.has(item.term)),
    puts: next.filter((item) => {
      const previous = old.get(item.term);
      return !previous || previous.amount !== item.amount || previous.rank !== item.rank;
    }),
  };
}

/** `searchTermChanges` as writes for the product write's own transaction. */
export function searchTermWrites(writers: ShopWriters, before: SearchableProduct | undefined, after: SearchableProduct | undefined): ShopWrite[] {
  const { deletes, puts } = searchTermChanges(before, after);
  return [
    ...deletes.map(({ initial, term, rank, productId }) => writers.searchTerm.delete({ initial, term, rank, productId }).commit()),
    ...puts.map((item) => writers.searchTerm.put(item).commit()),
  ];
}

/**
 * The longest head of a batch of product writes that fits one transaction beside `others` writes, where each
 * product takes one write plus `termWrites(product)`; never empty when `products` is not (a product's own writes
 * always fit: at most one plus twice `maxTermsPerProduct`).
 */
export function batchThatFits<T>(products: readonly T[], others: number, termWrites: (product: T) => number): T[] {
  let room = transactionLimit - others;
  let count = 0;
  for (const product of products) {
    room -= 1 + termWrites(product);
    if (room < 0 && count > 0) break;
    count += 1;
  }
  return products.slice(0, count);
}
