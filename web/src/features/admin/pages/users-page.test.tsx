/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import { ada, envelope } from '../testing/users-fixtures';
import AdminUsersPage from './users-page';

const { calls } = fakeAdminApi((url) => {
  if (url.includes('q=nobody')) return envelope([], { meta: { page: 1, perPage: 50, hasMore: false } });
  if (url.startsWith('/api/v1/admin/user/fetch-all-users?page=2')) return envelope([{ ...ada, uuid: 'u-2' }], { meta: { page: 2, perPage: 50, hasMore: false } });
  if (url.startsWith('/api/v1/admin/user/fetch-all-users')) return envelope([ada], { meta: { page: 1, perPage: 50, hasMore: true } });
  return undefined;
});
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/v1/admin/user/fetch-all-users')).map((call) => call.url);

describe('the admin users list', () => {
  test('It should list serial, picture, full name linking to the user, e-mail and phone, with an Add User link', async () => {
    renderAdminPage(<AdminUsersPage />);
    expect(screen.getByText('Loading users…')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users, page 1' });
    const row = within(table).getByRole('link', { name: 'Ada Obi' }).closest('tr');
    expect(within(table).getByRole('link', { name: 'Ada Obi' }).getAttribute('href')).toBe('/admin/users/view-user/ada%40example.com');
    expect(row?.textContent).toContain('1');
    expect(row?.textContent).toContain('ada@example.com');
    expect(row?.textContent).toContain('+2348012345678');
    expect(screen.getByRole('link', { name: 'Add User' }).getAttribute('href')).toBe('/admin/users/add-user');
  });

  test('It should page by 50 and start a new search from page 1', async () => {
    renderAdminPage(<AdminUsersPage />);
    await screen.findByRole('table', { name: 'Users, page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('table', { name: 'Users, page 2' });
    expect(within(second).getByText('51')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' 0801 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => undefined);
    expect(listCalls()).toEqual(['/api/v1/admin/user/fetch-all-users?page=1', '/api/v1/admin/user/fetch-all-users?page=2', '/api/v1/admin/user/fetch-all-users?page=1&q=0801']);
  });

  test('It should say so when no user matches', async () => {
    renderAdminPage(<AdminUsersPage />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
