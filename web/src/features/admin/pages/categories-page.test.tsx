/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Category } from '@functions/shop/category/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import AdminCategoriesPage from './categories-page';

const categories: Category[] = [
  { id: 'c1', name: 'Agbada', image: '/images/categories/agbada.svg', description: '', created_at: '2026-01-01T00:00:00.000Z', productCount: 3 },
  { id: 'c2', name: 'Kaftan', image: '/images/categories/kaftan.svg', description: '', created_at: '2026-01-02T00:00:00.000Z', productCount: 0 },
];

const { writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/category/fetch-all-categories') return apiResponse(categories);
  if (url.startsWith('/api/v1/admin/category/')) return apiResponse({ id: 'c1', productsDeleted: 3 });
  return undefined;
});
const renderPage = () => renderAdminPage(<AdminCategoriesPage />);

describe('the admin categories', () => {
  test('It should list categories with their product counts and search by name', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Categories, page 1' });
    expect(within(table).getByText('Agbada').closest('tr')?.textContent).toContain('3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'kaf' } });
    expect(within(table).queryByText('Agbada')).toBeNull();
    expect(within(table).getByText('Kaftan')).toBeTruthy();
  });

  test("It should show SPEC's first message as a toast and send nothing", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const form = screen.getByRole('dialog', { name: 'Add category' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(getToasts().at(-1)?.message).toBe('enter category name');
    fireEvent.change(within(form).getByLabelText('Category name'), { target: { value: 'Buba' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(getToasts().at(-1)?.message).toBe('add cover image');
    expect(writes()).toEqual([]);
  });

  test('It should send an edit with the stored image key', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kaftan' }));
    const form = screen.getByRole('dialog', { name: 'Edit category' });
    fireEvent.change(within(form).getByLabelText('Category name'), { target: { value: 'Kaftans' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await act(async () => undefined);
    expect(writes()[0]).toEqual({ url: '/api/v1/admin/category/update-category', body: { id: 'c2', name: 'Kaftans', imageKey: 'categories/kaftan.svg', description: '' } });
  });

  test('It should warn that the products go too and delete only once confirmed', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Agbada' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Agbada?' });
    expect(confirm.textContent).toContain('Every product in Agbada (3) is deleted too');
    expect(writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    await act(async () => undefined);
    expect(writes()[0]).toEqual({ url: '/api/v1/admin/category/delete-category', body: { id: 'c1' } });
  });
});
