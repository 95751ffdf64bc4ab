import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { categoryKeyOf } from '../db/category';
import type { ProductItem } from '../db/product';
import { productItemsByIds } from '../db/product-items';
import { productTerms, SearchTerm, searchTermsOf } from '../db/search-term';
import { documentClient } from '../../lib/db/document-client';
import { queryPage } from '../../lib/db/paged-query';
import { type ProductListRequest, toProductView } from './product-service';
import type { Product as ProductView } from './contract';

/** Words of a search used; more are ignored. */
const maxSearchTerms = 8;
/** Index items read per request at most, so a rare combination of filters never reads the whole index. */
const maxEvaluated = 1000;

/** Sorts after every character a term can hold: `term BETWEEN lead AND lead + this` are the terms starting with `lead`. */
const afterAnyCharacter = '\u{10FFFF}';

/**
 * The index read for a search's longest word, in the order asked for. The words starting with it are asked for
 * as a BETWEEN range rather than `begins_with`: the same range to DynamoDB, but DynamoDB Local reads the whole
 * partition for `begins_with` (27 ms against 1.6 ms at 100,000 items here).
 */
function termQuery(lead: string, sort: ProductListRequest['sort']): QueryCommandInput {
  const initial = [...lead][0] ?? lead;
  const [from, to] = [{ term: lead }, { term: `${lead}${afterAnyCharacter}` }];
  if (sort === 'newest') return SearchTerm.query.byTerm({ initial }).between(from, to).params({ order: 'asc' });
  return SearchTerm.query.byTermPrice({ initial }).between(from, to).params({ order: sort === 'price_asc' ? 'asc' : 'desc' });
}

/**
 * `?q=`: products with, for every word of the search, a word of their name or category that starts with it
 * (case-insensitive), plus the listing's category and `top` filters. Reads the search index under the longest
 * word, so its cost follows the matches read, not the catalogue's size. Matches come word by word (a product
 * whose word equals the search first), each word's products newest first or by price; a product is listed once,
 * under the alphabetically first of its words that match.
 */
export async function searchProducts(request: ProductListRequest & { q: string }): Promise<{ items: ProductView[]; next?: string }> {
  const words = searchTermsOf(request.q).slice(0, maxSearchTerms);
  const lead = [...words].sort((a, b) => b.length - a.length)[0];
  if (!lead) return { items: [] };
  const categoryKey = request.category && categoryKeyOf(request.category) !== 'all' ? categoryKeyOf(request.category) : undefined;
  const params = termQuery(lead, request.sort);
  const filtered = words.length > 1 || categoryKey !== undefined || Boolean(request.top);

  const matches = (entry: Record<string, unknown>, product: ProductItem | undefined): product is ProductItem => {
    if (!product) return false;
    const terms = productTerms(product);
    const listedUnder = terms.filter((term) => term.startsWith(lead)).sort()[0];
    return (
      listedUnder === entry.term &&
      words.every((word) => terms.some((term) => term.startsWith(word))) &&
      (categoryKey === undefined || product.categoryKey === categoryKey) &&
      (!request.top || product.topProduct)
    );
  };

  const products = new Map<string, ProductItem>();
  const page = await queryPage(documentClient, params, {
    limit: request.limit,
    cursor: request.cursor,
    maxEvaluated,
    tag: JSON.stringify({ words, categoryKey, top: Boolean(request.top), sort: request.sort }),
    // One word and no filter keeps nearly every item read: a little over the page, not a hundred.
    readSize: (remaining) => (filtered ? 100 : remaining + 2),
    keep: async (entries) => {
      const found = await productItemsByIds(entries.flatMap((entry) => (typeof entry.productId === 'string' ? [entry.productId] : [])));
      for (const [id, product] of found) products.set(id, product);
      return entries.filter((entry) => matches(entry, typeof entry.productId === 'string' ? products.get(entry.productId) : undefined));
    },
  });
  const items = page.items.flatMap((entry) => {
    const product = typeof entry.productId === 'string' ? products.get(entry.productId) : undefined;
    return product ? [toProductView(product)] : [];
  });
  return { items, ...(page.next ? { next: page.next } : {}) };
}
