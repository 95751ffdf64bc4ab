import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/** A product keeps at most this many terms (its name's words first): a product write stays one transaction. */
export const maxTermsPerProduct = 24;
/** Longest term kept; a longer word is cut (a sort key stays small). */
const maxTermLength = 40;
/** "Newest first" as an ascending key: the time left until the end of JavaScript's dates, zero-padded. */
const lastDateMs = 8_640_000_000_000_000;

/**
 * One word of a product's name or category, pointing at the product: the search index `?q=` reads. Each word
 * is under its first character, so a search reads the words that start with what was typed and nothing else,
 * whatever the catalogue's size. `rank` orders a word's products newest first; the price index orders them by
 * `amount`. Written in the same transaction as every product write that changes its name, category or price.
 */
export const SearchTerm = new Entity(
  {
    model: { entity: 'searchTerm', version: '1', service: 'shop' },
    attributes: {
      initial: { type: 'string', required: true },
      term: { type: 'string', required: true },
      productId: { type: 'string', required: true },
      rank: { type: 'string', required: true },
      amount: { type: 'number', required: true, padding: { length: 15, char: '0' } },
    },
    indexes: {
      byTerm: { pk: { field: 'pk', composite: ['initial'] }, sk: { field: 'sk', composite: ['term', 'rank', 'productId'] } },
      byTermPrice: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['initial'] },
        sk: { field: 'gsi1sk', composite: ['term', 'amount', 'productId'] },
      },
    },
  },
  entityConfig,
);

export type SearchTermItem = EntityItem<typeof SearchTerm>;

/** The words of a text as search terms: lower-cased runs of letters and digits, each once, in order. */
export function searchTermsOf(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word) terms.add(word.slice(0, maxTermLength));
    }
  }
  return [...terms];
}

/** What the index needs of a product. */
export interface SearchableProduct {
  id: string;
  name: string;
  category: string;
  amount: number;
  created_at: string;
}

/** A product's terms: its name's words, then its category's, at most `maxTermsPerProduct`. */
export function productTerms(product: Pick<SearchableProduct, 'name' | 'category'>): string[] {
  return searchTermsOf(product.name, product.category).slice(0, maxTermsPerProduct);
}

function rankOf(createdAt: string): string {
  const ms = Date.parse(createdAt);
  return String(lastDateMs - (Number.isNaN(ms) ? 0 : ms)).padStart(16, '0');
}

/** The index items of a product. */
export function searchTermItems(product: SearchableProduct): SearchTermItem[] {
  const rank = rankOf(product.created_at);
  return productTerms(product).map((term) => ({ initial: [...term][0] ?? term, term, productId: product.id, rank, amount: product.amount }));
}
