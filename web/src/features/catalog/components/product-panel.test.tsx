/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from '../../../lib/router/router';
import { Route, Routes } from '../../../lib/router/routes';
import { MemoryRouter } from '../../../lib/router/memory-router';
import type { Product } from '@functions/shop/product/contract';
import type { PublicReview } from '@functions/shop/review/contract';
import { cartStore } from '../../../lib/cart/cart-store';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';
import ProductPanel from './product-panel';

const product: Product = {
  id: 'p9',
  name: 'Wine Velvet Kaftan',
  description: 'Soft velvet.',
  amount: 7_950_000,
  category: 'Kaftan',
  coverImage: '/images/p9/cover.svg',
  images: ['/images/p9/cover.svg', '/images/p9/g1.svg'],
  topProduct: false,
  created_at: '2026-01-01T00:00:00Z',
};

const reviews: PublicReview[] = [
  { id: 'r1', productId: 'p9', rating: 5, title: 'Perfect fit', text: 'Wore it to a wedding.', authorName: 'Ada O.', created_at: '2026-02-01T00:00:00Z' },
];

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

beforeEach(() => {
  clearQueryCache();
  cartStore.clear();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => apiResponse(String(input).includes('/reviews') ? reviews : product)) as unknown as typeof fetch;
});

async function openPanel() {
  render(
    <MemoryRouter initialEntries={[`/products/all?product=${product.id}`]}>
      <Routes>
        <Route path="/products/:category" element={<Search />} />
      </Routes>
      <ProductPanel productId={product.id} />
    </MemoryRouter>,
  );
  return screen.findByRole('dialog', { name: product.name });
}

describe('product panel', () => {
  test('It should be a labelled modal dialog with the price in naira', async () => {
    const dialog = await openPanel();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('₦79,500')).toBeTruthy();
  });

  test('It should start the stepper at 0, never go below 0, and add only from 1 up', async () => {
    await openPanel();
    const quantity = screen.getByRole('status', { name: 'Quantity' });
    const add = screen.getByRole('button', { name: 'Add to Cart' });

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity.textContent).toBe('0');
    fireEvent.click(add);
    expect(cartStore.getSnapshot()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity.textContent).toBe('2');
    act(() => {
      fireEvent.click(add);
    });

    expect(cartStore.getSnapshot()).toEqual([expect.objectContaining({ id: 'p9', quantity: 2, price: 15_900_000 })]);
    expect(quantity.textContent).toBe('0');
  });

  test('It should swap the main image from the gallery', async () => {
    await openPanel();
    // The main image is a deep link's largest paint: fetched first, never lazily.
    expect(screen.getByRole('img', { name: product.name }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('img', { name: product.name }).getAttribute('loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));

    expect(screen.getByRole('img', { name: product.name }).getAttribute('src')).toBe('/images/p9/g1.svg');
  });

  test('It should drop ?product= on Escape when it was opened from a link', async () => {
    await openPanel();
    expect(screen.getByTestId('search').textContent).toBe(`?product=${product.id}`);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });

    expect(screen.getByTestId('search').textContent).toBe('');
  });

  test('It should show the average from the product and load its approved reviews', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
      apiResponse(String(input).includes('/reviews') ? reviews : { ...product, reviewCount: 3, ratingAverage: 4.3 }),
    ) as unknown as typeof fetch;
    await openPanel();

    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 3 reviews' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Perfect fit' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByText(/Ada O\./)).toBeTruthy();
  });

  test('It should say so when a product has no reviews yet', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => apiResponse(String(input).includes('/reviews') ? [] : product)) as unknown as typeof fetch;
    await openPanel();

    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /out of 5, / })).toBeNull();
  });
});
