import type { UploadUrl } from '../../functions/src/shop/media/contract';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { api } from '../support/api-client';
import { itemsOfUser, registerCustomer } from '../support/accounts';

describe('profile, avatar upload and account deletion', () => {
  test('It should refuse anonymous callers with 401', async () => {
    expect((await api('/user/me')).status).toBe(401);
    expect((await api('/user/update-profile', { body: { firstName: 'X' } })).status).toBe(401);
    expect((await api('/user/delete-account', { body: { password: 'x' } })).status).toBe(401);
    expect((await api('/media/upload-url', { body: { kind: 'avatar', contentType: 'image/png', size: 10 } })).status).toBe(401);
  });

  test('It should update only the given profile fields', async () => {
    const customer = await registerCustomer('profile');
    const answer = await api<UserMe>('/user/update-profile', { token: customer.token, body: { firstName: ' Adaeze ', city: 'Enugu', email: 'evil@example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.userPublicData).toMatchObject({ firstName: 'Adaeze', lastName: 'Obi', city: 'Enugu', email: customer.email });
  });

  test('It should refuse bad profile input and write nothing', async () => {
    const customer = await registerCustomer('profile-bad');
    expect((await api('/user/update-profile', { token: customer.token, body: {} })).status).toBe(400);
    expect((await api('/user/update-profile', { token: customer.token, body: { firstName: '' } })).status).toBe(400);
    expect((await api('/user/update-profile', { token: customer.token, body: { dp: 'https://evil.example.com/x.png' } })).status).toBe(400);
    expect((await api('/user/update-profile', { token: customer.token, body: { dp: '/images/avatars/someone-else/x.png' } })).status).toBe(400);
    const me = await api<UserMe>('/user/me', { token: customer.token });
    expect(me.body.data?.userPublicData).toMatchObject({ firstName: 'Ada', dp: '' });
  });

  test('It should hand out an avatar upload limited to images under the caller’s prefix', async () => {
    const customer = await registerCustomer('avatar');
    const answer = await api<UploadUrl>('/media/upload-url', { token: customer.token, body: { kind: 'avatar', contentType: 'image/png', size: 2048 } });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.key).toMatch(new RegExp(`^avatars/${customer.uuid}/[0-9a-f-]+\\.png$`));
    expect(answer.body.data?.fields['Content-Type']).toBe('image/png');
    const policy = JSON.parse(Buffer.from(answer.body.data?.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    const saved = await api<UserMe>('/user/update-profile', { token: customer.token, body: { dp: answer.body.data?.publicUrl } });
    expect(saved.body.data?.userPublicData.dp).toBe(answer.body.data?.publicUrl);

    expect((await api('/media/upload-url', { token: customer.token, body: { kind: 'avatar', contentType: 'text/html', size: 10 } })).status).toBe(400);
    expect((await api('/media/upload-url', { token: customer.token, body: { kind: 'avatar', contentType: 'image/png', size: 6 * 1024 * 1024 } })).status).toBe(400);
  });

  test('It should delete the account only with the password, removing sign-in and personal data', async () => {
    const customer = await registerCustomer('leave');
    const address = { deliveryDetails: { name: 'A', phone: '08012345678', address: 'x', state: 'Lagos', city: 'Ikeja' } };
    expect((await api('/order/add-delivery-details', { token: customer.token, body: address })).status).toBe(201);
    expect((await api('/order/add-delivery-details', { token: customer.token, headers: { 'Idempotency-Key': 'leave-key-0001' }, body: address })).status).toBe(201);
    expect((await api('/measurement/add-measurements', { token: customer.token, headers: { 'Idempotency-Key': 'leave-key-0002' }, body: { measurements: { name: 'Mine', chest: 40 } } })).status).toBe(201);
    expect((await itemsOfUser(customer.uuid)).length).toBeGreaterThan(0);
    expect((await api('/user/delete-account', { token: customer.token, body: { password: 'Wrong-123!' } })).status).toBe(400);
    const gone = await api('/user/delete-account', { token: customer.token, cookies: [customer.refreshCookie], body: { password: customer.password } });
    expect(gone.status).toBe(200);
    expect(gone.setCookies.some((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect((await api('/auth/login', { body: { email: customer.email, password: customer.password } })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
    expect((await api('/user/me', { token: customer.token })).status).toBe(401);
    // The access token stays valid until it expires; it must not be able to store data for the gone account.
    expect((await api('/order/add-delivery-details', { token: customer.token, body: address })).status).toBe(401);
    expect((await api('/measurement/add-measurements', { token: customer.token, body: { measurements: { name: 'Late' } } })).status).toBe(401);
    expect(await itemsOfUser(customer.uuid)).toEqual([]);
  });
});
