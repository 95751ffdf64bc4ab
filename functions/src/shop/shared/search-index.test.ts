import { maxTermsPerProduct, productTerms, searchTermItems, searchTermsOf, type SearchableProduct } from '../db/search-term';
import { batchThatFits, searchTermChanges } from './search-index';

const kaftan: SearchableProduct = { id: 'p1', name: 'Royal Kaftan, Wax-Print', category: 'Kaftan', amount: 45_000_00, created_at: '2026-01-01T00:00:00.000Z' };

describe('search terms', () => {
  test('It should split names into lower-cased words of letters and digits, each once, name first', () => {
    expect(searchTermsOf('Royal Kaftan, Wax-Print', 'Kaftan')).toEqual(['royal', 'kaftan', 'wax', 'print']);
    expect(searchTermsOf('Ìró àti Bùbá 2', '  ')).toEqual(['ìró', 'àti', 'bùbá', '2']);
    expect(searchTermsOf('!!! --')).toEqual([]);
  });

  test('It should keep at most the allowed number of terms per product', () => {
    const name = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(productTerms({ name, category: 'Extra' })).toHaveLength(maxTermsPerProduct);
    expect(productTerms({ name, category: 'Extra' })).not.toContain('extra');
  });

  test('It should rank newer products before older ones under a word', () => {
    const older = searchTermItems(kaftan)[0];
    const newer = searchTermItems({ ...kaftan, id: 'p2', created_at: '2026-06-01T00:00:00.000Z' })[0];
    expect(older?.term).toBe('royal');
    expect(older?.initial).toBe('r');
    expect(String(newer?.rank) < String(older?.rank)).toBe(true);
    expect(newer?.rank).toHaveLength(older?.rank.length ?? 0);
  });
});

describe('searchTermChanges', () => {
  const terms = (items: { term: string }[]) => items.map((item) => item.term).sort();

  test('It should put every term of a new product and delete every term of a removed one', () => {
    expect(terms(searchTermChanges(undefined, kaftan).puts)).toEqual(['kaftan', 'print', 'royal', 'wax']);
    expect(terms(searchTermChanges(kaftan, undefined).deletes)).toEqual(['kaftan', 'print', 'royal', 'wax']);
  });

  test('It should change only the words a rename touches, and every word when the price changes', () => {
    const renamed = searchTermChanges(kaftan, { ...kaftan, name: 'Royal Boubou', category: 'Boubou' });
    expect(terms(renamed.deletes)).toEqual(['kaftan', 'print', 'wax']);
    expect(terms(renamed.puts)).toEqual(['boubou']);
    const repriced = searchTermChanges(kaftan, { ...kaftan, amount: 1 });
    expect(repriced.deletes).toEqual([]);
    expect(terms(repriced.puts)).toEqual(['kaftan', 'print', 'royal', 'wax']);
    expect(searchTermChanges(kaftan, { ...kaftan, name: 'ROYAL kaftan wax print' })).toEqual({ deletes: [], puts: [] });
  });
});

describe('batchThatFits', () => {
  test('It should take as many products as fit one transaction beside the other writes', () => {
    const products = Array.from({ length: 50 }, (_, i) => i);
    expect(batchThatFits(products, 2, () => 3)).toHaveLength(24);
    expect(batchThatFits(products, 1, () => 0)).toHaveLength(50);
    expect(batchThatFits(products.slice(0, 5), 2, () => 3)).toHaveLength(5);
  });

  test('It should always take the first product', () => {
    expect(batchThatFits([1, 2], 90, () => 48)).toEqual([1]);
    expect(batchThatFits([], 2, () => 3)).toEqual([]);
  });
});
