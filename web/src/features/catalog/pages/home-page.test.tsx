/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router/memory-router';
import type { Category } from '@functions/shop/category/contract';
import type { Product } from '@functions/shop/product/contract';
import { clearQueryCache } from '../../../lib/use-query';
import { apiResponse } from '../../../testing/fake-response';
import HomePage from './home-page';

const category: Category = { id: 'c1', name: 'Aso-Oke', image: '/images/c1.svg', description: '', created_at: '2026-01-01T00:00:00Z', productCount: 3 };
const product: Product = {
  id: 'p1',
  name: 'Royal Agbada',
  description: 'Hand-finished.',
  amount: 18_500_000,
  category: 'Agbada',
  coverImage: '/images/p1.svg',
  images: [],
  topProduct: true,
  created_at: '2026-01-01T00:00:00Z',
};

let failCategories = true;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/api/v1/category/fetch-all-categories')) {
    if (failCategories) throw new TypeError('Failed to fetch');
    return apiResponse([category]);
  }
  if (url.startsWith('/api/v1/product/fetch-all-products')) return apiResponse([product]);
  throw new Error(`Unexpected call ${url}`);
});

beforeEach(() => {
  clearQueryCache();
  failCategories = true;
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('home page data views', () => {
  test('It should show the network error with a retry, then the categories once the retry succeeds', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    expect(await screen.findByText('Categories could not be loaded')).toBeTruthy();
    expect(screen.getByText('Error in fetching data.. please check your internet connection')).toBeTruthy();

    failCategories = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });

    const tile = await screen.findByRole('link', { name: 'Aso-Oke' });
    expect(tile.getAttribute('href')).toBe('/products/Aso-Oke');
    expect(screen.queryByText('Categories could not be loaded')).toBeNull();
  });

  test('It should ask only for top products and show their price in naira', async () => {
    failCategories = false;
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('link', { name: 'Royal Agbada' })).toBeTruthy();
    expect(screen.getByText('₦185,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Royal Agbada to cart' })).toBeTruthy();
    const productCall = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('fetch-all-products'));
    expect(new URL(productCall ?? '', 'http://shop').searchParams.get('top')).toBe('1');
  });
});
