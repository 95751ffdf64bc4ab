/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getToasts } from '../../../components/toast/toast-store';
import { fakeAdminApi } from '../testing/admin-page-harness';
import { ada, adaView, envelope, renderAt } from '../testing/users-fixtures';
import { AdminAddUserPage, AdminEditUserPage } from './user-form-page';

const { writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/admin/user/fetch-user-byID') return envelope(adaView);
  if (url === '/api/v1/admin/user/add-user') {
    return envelope(undefined, { status: 409, message: 'A user with this e-mail already exists; open their page from the users list instead.' });
  }
  if (url === '/api/v1/admin/user/update-user') return envelope(ada, { message: 'User updated' });
  return undefined;
});
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = () => writes().filter((call) => call.url !== '/api/v1/admin/user/fetch-user-byID');

describe('the admin add and edit user forms', () => {
  test('It should show a message beside each invalid field and send nothing', async () => {
    renderAt('/admin/users/add-user', '/admin/users/add-user', <AdminAddUserPage />);
    type('E-mail', 'not-an-email');
    type('Phone', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await act(async () => undefined);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sent()).toEqual([]);
  });

  test("It should send a new user and show the server's refusal of a known e-mail", async () => {
    renderAt('/admin/users/add-user', '/admin/users/add-user', <AdminAddUserPage />);
    type('First name', 'Chidi');
    type('Last name', 'Eze');
    type('E-mail', 'chidi@example.com');
    type('Phone', '+2348098765432');
    type('City', 'Enugu');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await act(async () => undefined);
    expect(sent()[0]).toEqual({
      url: '/api/v1/admin/user/add-user',
      body: { firstName: 'Chidi', lastName: 'Eze', email: 'chidi@example.com', phone: '+2348098765432', address: '', city: 'Enugu', state: '', country: 'Nigeria' },
    });
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: expect.stringContaining('already exists') });
  });

  test('It should load the user, keep the e-mail read-only and send only the changed fields', async () => {
    renderAt('/admin/users/edit-user/:email', '/admin/users/edit-user/ada%40example.com', <AdminEditUserPage />);
    expect(await screen.findByDisplayValue('Ada')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').hasAttribute('readonly')).toBe(true);
    type('Last name', 'Okafor');
    type('City', 'Enugu');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(async () => undefined);
    expect(sent()[0]).toEqual({ url: '/api/v1/admin/user/update-user', body: { id: 'u-ada', lastName: 'Okafor', city: 'Enugu' } });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});
