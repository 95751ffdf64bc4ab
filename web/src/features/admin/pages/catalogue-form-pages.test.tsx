/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from '../../../lib/router/routes';
import type { Category } from '@functions/shop/category/contract';
import { apiResponse } from '../../../testing/fake-response';
import AdminApp from '../admin-app';
import { fakeAdminApi, renderRoutes } from '../testing/admin-page-harness';

const categories: Category[] = [
  { id: 'c1', name: 'Agbada', image: '/images/categories/agbada.svg', description: 'Flowing robes', created_at: '2026-01-01T00:00:00.000Z', productCount: 3 },
];

const { writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/category/fetch-all-categories') return apiResponse(categories);
  if (url.startsWith('/api/v1/product/fetch-all-products')) return apiResponse([]);
  if (url.startsWith('/api/v1/admin/category/')) return apiResponse(categories[0]);
  return undefined;
});

const renderAt = (url: string) => renderRoutes(url, <Route path="/admin/*" element={<AdminApp />} />);

/** A file as the browser hands it over: its name, its claimed type and its bytes. */
function chosen(name: string, type: string, bytes: number[]): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('the catalogue forms as pages of their own', () => {
  test('It should open the add-category form at its deep link, with no placeholder', async () => {
    renderAt('/admin/categories/add-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add category' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add category' });
    expect(within(form).getByLabelText('Category name')).toBeTruthy();
    expect(screen.queryByText(/arrive with/)).toBeNull();
  });

  test('It should open the edit form of the category named in ?id= and save it', async () => {
    renderAt('/admin/categories/edit-category?id=c1');
    const form = await screen.findByRole('form', { name: 'Edit category' });
    expect((within(form).getByLabelText('Category name') as HTMLInputElement).value).toBe('Agbada');
    fireEvent.change(within(form).getByLabelText('Category name'), { target: { value: 'Agbadas' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await act(async () => undefined);
    expect(writes()[0]).toEqual({ url: '/api/v1/admin/category/update-category', body: { id: 'c1', name: 'Agbadas', imageKey: 'categories/agbada.svg', description: 'Flowing robes' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
  });

  test('It should say so when ?id= names no category', async () => {
    renderAt('/admin/categories/edit-category?id=gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the categories' }).getAttribute('href')).toBe('/admin/categories');
  });

  test('It should open the add-product form at its deep link and go back to the products on Cancel', async () => {
    renderAt('/admin/products/add-product');
    const form = await screen.findByRole('form', { name: 'Add product' });
    expect(within(form).getByLabelText('Add gallery images').hasAttribute('multiple')).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });

  test('It should refuse a file that is not an image at once, beside the field, and upload nothing', async () => {
    renderAt('/admin/products/add-product');
    const form = await screen.findByRole('form', { name: 'Add product' });
    const field = within(form).getByLabelText('Featured image');
    fireEvent.change(field, { target: { files: [chosen('notes.txt', 'text/plain', [0x68, 0x69])] } });
    expect((await within(form).findByRole('alert')).textContent).toBe('notes.txt is not an image. Choose a JPEG, PNG, WebP or GIF file.');
    expect(field.getAttribute('aria-describedby')).toBe(within(form).getByRole('alert').id);
    // A text file renamed .png claims the type but is not one.
    fireEvent.change(field, { target: { files: [chosen('fake.png', 'image/png', [0x68, 0x69, 0x20, 0x74, 0x68, 0x65, 0x72, 0x65])] } });
    expect((await within(form).findByText('fake.png is not an image. Choose a JPEG, PNG, WebP or GIF file.')).closest('[role="alert"]')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  test('It should upload each image of several chosen at once and refuse only the one that is not an image', async () => {
    renderAt('/admin/products/add-product');
    const form = await screen.findByRole('form', { name: 'Add product' });
    const gallery = within(form).getByLabelText('Add gallery images');
    fireEvent.change(gallery, { target: { files: [chosen('a.png', 'image/png', pngBytes), chosen('b.txt', 'text/plain', [1]), chosen('c.png', 'image/png', pngBytes)] } });
    expect((await within(form).findByRole('alert')).textContent).toContain('b.txt is not an image');
    const uploads = () => writes().filter((call) => call.url === '/api/v1/admin/media/upload-url');
    // Storage is not faked here: the two images each ask for their upload, the text file never does.
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(uploads().map((call) => call.body)).toEqual([
      { kind: 'product', contentType: 'image/png', size: pngBytes.length },
      { kind: 'product', contentType: 'image/png', size: pngBytes.length },
    ]);
  });
});
