/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrder } from '@functions/shop/order/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { fakeAdminApi } from '../testing/admin-page-harness';
import { adaView, envelope, renderAt } from '../testing/users-fixtures';
import AdminViewUserPage from './view-user-page';

let view = adaView;
const { writes } = fakeAdminApi((url) => {
  if (url === '/api/v1/admin/user/fetch-user-byID') return envelope(view);
  if (url === '/api/v1/admin/user/set-admin') return envelope(undefined, { status: 409, message: 'The shop needs at least one admin; promote another user first' });
  if (url.startsWith('/api/v1/admin/user/')) return envelope({ id: 'u-ada' }, { message: 'done' });
  return undefined;
});
const renderPage = () => renderAt('/admin/users/view-user/:email', '/admin/users/view-user/ada%40example.com', <AdminViewUserPage />);
const posted = () => writes().filter((call) => call.url !== '/api/v1/admin/user/fetch-user-byID');

afterEach(() => {
  view = adaView;
});

describe('the admin user view', () => {
  test('It should show every profile field, delivery details, measurement sets and orders linking to the order', async () => {
    const order = { orderID: 'ORD-1', name: 'Ada Obi', status: 'pending', payment: 'paid', created_at: '2026-03-02T10:00:00.000Z', orderItems: [] } as unknown as AdminOrder;
    view = { ...adaView, orders: [order] };
    renderPage();
    expect(screen.getByText('Loading user…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ada Obi', level: 1 })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Personal Details' });
    for (const value of ['u-ada', 'ada@example.com', '+2348012345678', '12 Allen Avenue', 'Ikeja', 'Lagos', 'Nigeria', 'Customer']) expect(within(details).getByText(value)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Delivery details' })).getByText('Ada Obi (default)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Measurements' })).getByText('Chest 40 · Neck 15')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ORD-1' }).getAttribute('href')).toBe('/admin/orders/ORD-1');
    expect(writes()[0]).toEqual({ url: '/api/v1/admin/user/fetch-user-byID', body: { id: 'ada@example.com' } });
    expect(screen.queryByText(/This account is being deleted/)).toBeNull();
  });

  test('It should say when a deletion of this account started and did not finish', async () => {
    view = { ...adaView, user: { ...adaView.user, deletingSince: '2026-03-02T10:00:00.000Z' } };
    renderPage();
    expect((await screen.findByText(/This account is being deleted/)).textContent).toContain('Delete the user again to finish it.');
  });

  test("It should say 'no measurement available' for a user without sets", async () => {
    view = { ...adaView, user: { ...adaView.user, measurements: [] } };
    renderPage();
    expect(await screen.findByText('no measurement available')).toBeTruthy();
  });

  test('It should send an edited measurement set for this user', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Edit Wedding's measurement" }));
    const dialog = screen.getByRole('dialog', { name: "Edit Wedding's measurement" });
    fireEvent.change(within(dialog).getByLabelText('Chest (inches)'), { target: { value: '41.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(posted()[0]?.url).toBe('/api/v1/admin/user/update-measurements');
    expect(posted()[0]?.body).toMatchObject({ userId: 'u-ada', id: 'm1', measurements: { name: 'Wedding', chest: '41.5', neck: '15' } });
  });

  test('It should delete a measurement set and the user only once confirmed, with the warning shown', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Delete Wedding's measurement" }));
    const confirm = screen.getByRole('dialog', { name: "Delete Wedding's measurement?" });
    expect(within(confirm).getByText('Are you sure you want to delete this measurement?')).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete measurement' }));
    await act(async () => undefined);
    expect(posted()[0]).toEqual({ url: '/api/v1/admin/user/delete-measurements', body: { userId: 'u-ada', id: 'm1' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const warning = screen.getByRole('dialog', { name: 'Delete Ada Obi?' });
    expect(warning.textContent).toMatch(/is removed and this cannot be undone/);
    fireEvent.click(within(warning).getByRole('button', { name: 'Delete user' }));
    await act(async () => undefined);
    expect(posted().at(-1)).toEqual({ url: '/api/v1/admin/user/delete-user', body: { id: 'u-ada' } });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  test("It should show the server's refusal to change admin rights as an error toast", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin' }));
    await act(async () => undefined);
    expect(posted()[0]).toEqual({ url: '/api/v1/admin/user/set-admin', body: { id: 'u-ada', admin: true } });
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'The shop needs at least one admin; promote another user first' });
  });
});
