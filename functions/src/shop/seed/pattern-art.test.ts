import { seedCategories, seedProducts } from './catalog-data';
import { categoryArt, coverArt, galleryArt, randomFrom } from './pattern-art';
import { seedId } from './seed-id';

describe('generated product art', () => {
  const art = { seed: 'Royal Damask Agbada Set', style: 'damask' as const, palette: ['#f4ead5', '#b08d57', '#5b3a1a'], silhouette: 'agbada' as const };

  test('It should draw the same picture for the same product', () => {
    expect(coverArt(art)).toBe(coverArt(art));
    expect(galleryArt(art, 1)).toBe(galleryArt(art, 1));
    expect(galleryArt(art, 1)).not.toBe(galleryArt(art, 2));
  });

  test('It should make small standalone SVGs in every style and outline', () => {
    for (const product of seedProducts) {
      const category = seedCategories.find((entry) => entry.name === product.category);
      expect(category).toBeDefined();
      const input = { seed: product.name, style: product.style, palette: product.palette, silhouette: category?.silhouette ?? 'kaftan' };
      for (const svg of [coverArt(input), galleryArt(input, 1), galleryArt(input, 2), categoryArt(input)]) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toMatch(/<script|href=|NaN|undefined/);
        expect(Buffer.byteLength(svg)).toBeLessThan(20_000);
      }
    }
  });

  test('It should seed a catalog that meets the brief', () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    expect(seedProducts.length).toBeGreaterThanOrEqual(24);
    expect(seedProducts.filter((product) => product.topProduct).length).toBeGreaterThanOrEqual(4);
    for (const product of seedProducts) expect(Number.isInteger(product.amount) && product.amount > 0).toBe(true);
    expect(new Set(seedProducts.map((product) => product.name)).size).toBe(seedProducts.length);
  });

  test('It should derive stable, UUID-shaped ids from names', () => {
    expect(seedId('product', 'A')).toBe(seedId('product', 'A'));
    expect(seedId('product', 'A')).not.toBe(seedId('category', 'A'));
    expect(seedId('product', 'A')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('It should give a deterministic random sequence per seed', () => {
    const a = randomFrom('x');
    const b = randomFrom('x');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
