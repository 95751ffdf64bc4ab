/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Category } from '@functions/shop/category/contract';
import type { Product } from '@functions/shop/product/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import AdminProductsPage from './products-page';

const categories: Category[] = [{ id: 'c1', name: 'Agbada', image: '/images/categories/agbada.svg', description: '', created_at: '2026-01-01T00:00:00.000Z', productCount: 1 }];
const product: Product = {
  id: 'p1',
  name: 'Royal Agbada',
  description: 'Hand-embroidered',
  amount: 45_000_00,
  category: 'Agbada',
  coverImage: '/images/products/royal.svg',
  images: ['/images/products/royal-1.svg', '/images/products/royal-2.svg'],
  topProduct: true,
  created_at: '2026-02-01T00:00:00.000Z',
};

const { calls, writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/category/fetch-all-categories') return apiResponse(categories);
  if (url.startsWith('/api/v1/product/fetch-all-products')) return apiResponse([product]);
  if (url.startsWith('/api/v1/admin/product/')) return apiResponse(product);
  return undefined;
});
const renderPage = () => renderAdminPage(<AdminProductsPage />);

describe('the admin products', () => {
  test('It should list products and search by name from the first page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Products, page 1' });
    expect(within(table).getByText('Royal Agbada')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'royal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => undefined);
    expect(calls.some((call) => call.url === '/api/v1/product/fetch-all-products?q=royal&limit=50')).toBe(true);
  });

  test("It should show SPEC's messages in order as toasts and send nothing", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = screen.getByRole('dialog', { name: 'Add product' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    const last = () => getToasts().at(-1)?.message;
    save();
    expect(last()).toBe('enter product name');
    fireEvent.change(within(form).getByLabelText('Product name'), { target: { value: 'Buba' } });
    save();
    expect(last()).toBe('enter product description');
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Cotton' } });
    save();
    expect(last()).toBe('enter amount');
    fireEvent.change(within(form).getByLabelText('Amount (₦)'), { target: { value: '150' } });
    save();
    expect(last()).toBe('select category');
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'Agbada' } });
    save();
    expect(last()).toBe('select featured image');
    expect(writes()).toEqual([]);
  });

  test('It should send an edit in kobo with the images in their new order', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Royal Agbada' }));
    const form = screen.getByRole('dialog', { name: 'Edit product' });
    fireEvent.change(within(form).getByLabelText('Amount (₦)'), { target: { value: '500.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move image 2 up' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    await act(async () => undefined);
    expect(writes()[0]).toEqual({
      url: '/api/v1/admin/product/update-product',
      body: {
        id: 'p1',
        name: 'Royal Agbada',
        description: 'Hand-embroidered',
        amount: 500_50,
        category: 'Agbada',
        coverImageKey: 'products/royal.svg',
        imageKeys: ['products/royal-2.svg', 'products/royal-1.svg'],
        topProduct: true,
      },
    });
  });

  test('It should delete only once confirmed', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Royal Agbada' }));
    expect(writes()).toEqual([]);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Royal Agbada?' })).getByRole('button', { name: 'Delete product' }));
    await act(async () => undefined);
    expect(writes()[0]).toEqual({ url: '/api/v1/admin/product/delete-product', body: { id: 'p1' } });
  });
});
