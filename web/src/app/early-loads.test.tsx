/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../lib/router/memory-router';
import { Route, Routes } from '../lib/router/routes';
import type { Category } from '@functions/shop/category/contract';
import type { Product } from '@functions/shop/product/contract';
import { clearQueryCache } from '../lib/use-query';
import { apiResponse } from '../testing/fake-response';
import { useProduct } from '../features/catalog/api/get-product';
import ProductsPage from '../features/catalog/pages/products-page';
import { startEarlyLoads } from './early-loads';

const category: Category = { id: 'c1', name: 'Agbada', image: '/images/c1.svg', description: '', created_at: '2026-01-01T00:00:00Z', productCount: 1 };
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

const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/api/v1/category/fetch-all-categories')) return apiResponse([category]);
  if (url.startsWith('/api/v1/product/fetch-all-products')) return apiResponse([product]);
  if (url === '/api/v1/product/p1') return apiResponse(product);
  throw new Error(`Unexpected call ${url}`);
});

function calls(prefix: string): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(prefix));
}

beforeEach(() => {
  clearQueryCache();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function PanelTitle({ id }: { id: string }) {
  const query = useProduct(id);
  return <p>{query.status === 'success' ? `Panel: ${query.data.name}` : 'Panel loading'}</p>;
}

describe('the early start of a deep link’s data', () => {
  test('It should ask for the grid’s first page at once, with the filter the page itself asks for, and the page should share that request', async () => {
    startEarlyLoads({ pathname: '/products/Agbada', search: '?q=%20robe%20&sort=price_asc' });
    expect(calls('/api/v1/product/fetch-all-products')).toEqual(['/api/v1/product/fetch-all-products?category=Agbada&q=robe&sort=price_asc&limit=12']);

    render(
      <MemoryRouter initialEntries={['/products/Agbada?q=%20robe%20&sort=price_asc']}>
        <Routes>
          <Route path="/products/:category" element={<ProductsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Royal Agbada' })).toBeTruthy();
    expect(calls('/api/v1/product/fetch-all-products')).toHaveLength(1);
  });

  test('It should ask for the newest products of every category on /products/all, and for nothing on other pages', () => {
    startEarlyLoads({ pathname: '/products/all', search: '' });
    expect(calls('/api/v1/product/fetch-all-products')).toEqual(['/api/v1/product/fetch-all-products?limit=12']);
    fetchMock.mockClear();
    startEarlyLoads({ pathname: '/orders', search: '' });
    startEarlyLoads({ pathname: '/admin/products', search: '?product=p1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('It should ask for a deep-linked product at once, and the panel should show it without asking again', async () => {
    startEarlyLoads({ pathname: '/', search: '?product=p1' });
    expect(calls('/api/v1/product/p1')).toHaveLength(1);
    render(<PanelTitle id="p1" />);
    expect(await screen.findByText('Panel: Royal Agbada')).toBeTruthy();
    expect(calls('/api/v1/product/p1')).toHaveLength(1);
  });
});
