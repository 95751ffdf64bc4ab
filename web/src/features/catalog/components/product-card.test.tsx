/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router/memory-router';
import type { Product } from '@functions/shop/product/contract';
import { ProductGrid } from './product-card';

const products: Product[] = ['p1', 'p2', 'p3'].map((id, index) => ({
  id,
  name: `Kaftan ${index + 1}`,
  description: 'Soft velvet.',
  amount: 7_950_000,
  category: 'Kaftan',
  coverImage: `/images/${id}/cover.svg`,
  images: [`/images/${id}/cover.svg`],
  topProduct: false,
  created_at: '2026-01-01T00:00:00Z',
}));

function renderGrid(url: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[url]}>
      <ProductGrid products={products} eagerCount={2} label="All products" />
    </MemoryRouter>,
  );
  return [...container.querySelectorAll('img')].map((img) => ({ loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') }));
}

describe('product grid', () => {
  test('It should load the first cards’ images at once and with high priority, the rest lazily', () => {
    expect(renderGrid('/products/all')).toEqual([
      { loading: 'eager', priority: 'high' },
      { loading: 'eager', priority: 'high' },
      { loading: 'lazy', priority: null },
    ]);
    expect(screen.getByRole('list', { name: 'All products' })).toBeTruthy();
  });

  test('It should leave the first load to the panel’s image when a product’s panel is open over the grid', () => {
    expect(renderGrid('/products/all?product=p9')).toEqual([
      { loading: 'lazy', priority: null },
      { loading: 'lazy', priority: null },
      { loading: 'lazy', priority: null },
    ]);
  });
});
