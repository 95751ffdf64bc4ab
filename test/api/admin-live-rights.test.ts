import { api } from '../support/api-client';
import { requestCode } from '../support/accounts';
import { asAdmin, freshAdmin } from '../support/admin';
import { accessTokenFor } from '../support/tokens';

/**
 * Admin rights come from the membership as stored now, not from the token: each admin request asks the user
 * pool, so a demotion, a deletion or a password reset counts from the next request, not when the token expires.
 */
describe('admin rights as they stand now', () => {
  test('It should refuse a demoted admin on their next request and not let them promote themselves back', async () => {
    const admin = await freshAdmin('demoted');
    const token = await accessTokenFor({ email: admin.email, password: admin.password });
    expect((await api('/admin/dashboard', { token })).status).toBe(200);

    expect((await asAdmin('/admin/user/set-admin', { body: { id: admin.uuid, admin: false } })).status).toBe(200);

    // The token still says `cognito:groups: [admin]`, and has most of its life left.
    const after = await api('/admin/dashboard', { token });
    expect(after.status).toBe(403);
    const repromote = await api('/admin/user/set-admin', { token, body: { id: admin.uuid, admin: true } });
    expect(repromote.status).toBe(403);
    const view = await asAdmin<{ user: { isAdmin: boolean } }>('/admin/user/fetch-user-byID', { body: { id: admin.uuid } });
    expect(view.body.data?.user.isAdmin).toBe(false);
  });

  test('It should refuse a deleted admin on their next request', async () => {
    const admin = await freshAdmin('deleted');
    const token = await accessTokenFor({ email: admin.email, password: admin.password });
    expect((await api('/admin/user/fetch-all-users', { token })).status).toBe(200);

    expect((await asAdmin('/admin/user/delete-user', { body: { id: admin.uuid } })).status).toBe(200);

    expect((await api('/admin/user/fetch-all-users', { token })).status).toBe(403);
    expect((await api('/admin/user/set-admin', { token, body: { id: admin.uuid, admin: true } })).status).toBe(403);
  });

  test('It should end an admin session begun before a password reset on its next request, and keep the one the reset opened', async () => {
    const admin = await freshAdmin('reset');
    const token = await accessTokenFor({ email: admin.email, password: admin.password });
    expect((await api('/admin/dashboard', { token })).status).toBe(200);

    const otp = await requestCode(admin.email, '/auth/forgot-password');
    const reset = await api<{ accessToken: string }>('/auth/reset-password', { body: { email: admin.email, otp, password: 'Adire-Blue-78' } });
    expect(reset.status).toBe(200);

    expect((await api('/admin/dashboard', { token })).status).toBe(401);
    expect((await api('/admin/dashboard', { token: reset.body.data?.accessToken ?? '' })).status).toBe(200);
  });
});
