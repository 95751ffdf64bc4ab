import type { AuthSession } from '../../functions/src/shop/auth/contract';
import type { AdminOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { Measurements } from '../../functions/src/shop/measurement/contract';
import type { AdminUserRow, AdminUserView } from '../../functions/src/shop/user/contract';
import { api } from '../support/api-client';
import { endCodeCooldown, itemsOfUser, registration, registerCustomer, requestCode, strongPassword, uniqueEmail } from '../support/accounts';
import { asAdmin, auditEntriesFor, counterValue, demoteEveryOtherAdmin } from '../support/admin';
import { codeIn, waitForMail } from '../support/mail';
import { catalog, orderBody, placed, registerShopper, type Shopper } from '../support/orders';
import { testStack } from '../support/stack';
import { accessTokenFor } from '../support/tokens';

async function listUsers(q: string): Promise<AdminUserRow[]> {
  const answer = await asAdmin<AdminUserRow[]>(`/admin/user/fetch-all-users?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body.data ?? [];
}

async function viewUser(id: string): Promise<AdminUserView | undefined> {
  return (await asAdmin<AdminUserView>('/admin/user/fetch-user-byID', { body: { id } })).body.data;
}

async function seededAdminId(): Promise<string> {
  const [row] = await listUsers(testStack().accounts.admin.email);
  if (!row) {
    // The seeded admin's profile is made on first use; /user/me makes it.
    await api('/user/me', { token: await accessTokenFor('admin') });
    return (await listUsers(testStack().accounts.admin.email))[0]?.uuid ?? '';
  }
  return row.uuid;
}

describe('the back office users', () => {
  let tope: Shopper;
  let product: Product;

  beforeAll(async () => {
    const [shopper, products] = await Promise.all([registerShopper('admin-users'), catalog(1)]);
    tope = shopper;
    product = products[0] as Product;
  });

  test('It should list users newest first and find one by e-mail, phone, first or last name', async () => {
    const newest = await asAdmin<AdminUserRow[]>('/admin/user/fetch-all-users');
    expect(newest.body.meta).toMatchObject({ page: 1, perPage: 50 });
    const created = (newest.body.data ?? []).map((row) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await listUsers(tope.email.toUpperCase())).map((row) => row.uuid)).toEqual([tope.uuid]);
    expect((await listUsers('08012345678')).map((row) => row.uuid)).toContain(tope.uuid);
    expect((await listUsers('ada')).map((row) => row.uuid)).toContain(tope.uuid);
    expect((await listUsers('Obi')).map((row) => row.uuid)).toContain(tope.uuid);
    expect(await listUsers('Nobody-Named-This')).toEqual([]);
  });

  test('It should list the seeded demo customer from the start, before they ever sign in', async () => {
    // No test of this file signs the demo customer in: the stack's seed gave them their profile.
    const customer = testStack().accounts.customer;
    expect((await listUsers(customer.email)).map((row) => [row.email, row.firstName, row.lastName])).toEqual([[customer.email, 'Ada', 'Okafor']]);
  });

  test("It should show a user's profile, delivery details, measurements and orders, by id or e-mail", async () => {
    const order = await placed(tope, orderBody(tope, [{ productId: product.id, quantity: 1 }]));
    const view = await viewUser(tope.email);
    expect(view?.user).toMatchObject({ uuid: tope.uuid, email: tope.email, firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678', isAdmin: false });
    expect(view?.user.deliveryDetails.map((entry) => entry.id)).toEqual([tope.addressId]);
    expect(view?.user.measurements.map((entry) => entry.id)).toEqual([tope.measurementId]);
    expect(view?.orders.map((entry) => entry.orderID)).toContain(order.orderID);
    expect((await viewUser(tope.uuid))?.user.uuid).toBe(tope.uuid);
    expect((await asAdmin('/admin/user/fetch-user-byID', { body: { id: 'no-such-user' } })).status).toBe(404);
  });

  test('It should promote and demote an admin, auditing both, and refuse an admin removing their own rights or deleting themselves', async () => {
    const candidate = await registerCustomer('admin-promote');
    const promoted = await asAdmin('/admin/user/set-admin', { body: { id: candidate.uuid, admin: true } });
    expect(promoted.status).toBe(200);
    expect((await viewUser(candidate.uuid))?.user.isAdmin).toBe(true);
    const asNewAdmin = await accessTokenFor({ email: candidate.email, password: strongPassword });
    expect((await api('/admin/dashboard', { token: asNewAdmin })).status).toBe(200);

    const me = await seededAdminId();
    const selfDemote = await asAdmin('/admin/user/set-admin', { body: { id: me, admin: false } });
    expect(selfDemote.status).toBe(403);
    const selfDelete = await asAdmin('/admin/user/delete-user', { body: { id: me } });
    expect(selfDelete.status).toBe(403);
    expect((await viewUser(me))?.user.isAdmin).toBe(true);

    const demoted = await asAdmin('/admin/user/set-admin', { body: { id: candidate.uuid, admin: false } });
    expect(demoted.status).toBe(200);
    expect((await viewUser(candidate.uuid))?.user.isAdmin).toBe(false);
    expect((await auditEntriesFor('user', candidate.uuid)).map((entry) => entry.action)).toEqual(['demote', 'promote']);
  });

  test('It should keep the last admin one: a demoted admin\'s token can neither demote nor delete them', async () => {
    const other = await registerCustomer('admin-last');
    await asAdmin('/admin/user/set-admin', { body: { id: other.uuid, admin: true } });
    const otherToken = await accessTokenFor({ email: other.email, password: strongPassword });
    // Other files of the run may have made admins of their own: the seeded admin must be the last one here.
    await demoteEveryOtherAdmin();
    // The other admin's token still names the group until it expires, but admin routes read the membership now.
    const me = await seededAdminId();
    const refused = await api('/admin/user/set-admin', { token: otherToken, body: { id: me, admin: false } });
    expect(refused.status).toBe(403);
    expect((await api('/admin/user/delete-user', { token: otherToken, body: { id: me } })).status).toBe(403);
    expect((await viewUser(me))?.user.isAdmin).toBe(true);
    // Nor can the last admin demote themselves.
    expect((await asAdmin('/admin/user/set-admin', { body: { id: me, admin: false } })).status).toBe(403);
  });

  test('It should delete a user with their profile, addresses and measurements, keep their orders, and let the e-mail register again', async () => {
    const leaving = await registerShopper('admin-delete');
    const order = await placed(leaving, orderBody(leaving, [{ productId: product.id, quantity: 1 }]));
    const usersBefore = await counterValue('users');
    const deleted = await asAdmin('/admin/user/delete-user', { body: { id: leaving.uuid } });
    expect(deleted.status).toBe(200);
    expect(await counterValue('users')).toBe(usersBefore - 1);
    const left = (await itemsOfUser(leaving.uuid)).map((item) => item.__edb_e__);
    expect(left.filter((entity) => ['user', 'deliveryDetails', 'measurementSet', 'notification'].includes(String(entity)))).toEqual([]);
    expect((await asAdmin('/admin/user/fetch-user-byID', { body: { id: leaving.uuid } })).status).toBe(404);
    const kept = await asAdmin<AdminOrder>('/admin/order/fetch-order-byID', { body: { orderID: order.orderID } });
    expect(kept.body.data).toMatchObject({ orderID: order.orderID, name: expect.any(String), email: leaving.email });
    expect((await auditEntriesFor('user', leaving.uuid)).map((entry) => entry.action)).toEqual(['delete']);

    await endCodeCooldown(leaving.email, 'signup');
    const otp = await requestCode(leaving.email);
    const again = await api<AuthSession>('/auth/signup', { body: registration(leaving.email, otp) });
    expect(again.status).toBe(201);
    expect(again.body.data?.user.uuid).not.toBe(leaving.uuid);
  });

  test('It should add a user with a profile, count them, audit it, and mail a code with which they set a password and log in', async () => {
    const email = uniqueEmail('admin-added');
    const usersBefore = await counterValue('users');
    const added = await asAdmin<AdminUserRow>('/admin/user/add-user', {
      body: { firstName: 'Chidi', lastName: 'Eze', email: email.toUpperCase(), phone: '+2348098765432', state: 'Rivers', city: 'Port Harcourt', address: '4 Aba Road' },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toContain(email);
    const uuid = added.body.data?.uuid ?? '';
    expect(added.body.data).toMatchObject({ email, firstName: 'Chidi', lastName: 'Eze', country: 'Nigeria', city: 'Port Harcourt' });
    expect(await counterValue('users')).toBe(usersBefore + 1);
    expect((await viewUser(email))?.user).toMatchObject({ uuid, phone: '+2348098765432', address: '4 Aba Road', isAdmin: false });
    const [entry] = await auditEntriesFor('user', uuid);
    expect(entry).toMatchObject({ action: 'add', after: expect.stringContaining(email) });

    const mail = await waitForMail(email, (sent) => /set your password/.test(sent.subject));
    const reset = await api<AuthSession>('/auth/reset-password', { body: { email, otp: codeIn(mail), password: strongPassword } });
    expect(reset.status).toBe(200);
    expect(reset.body.data?.user.uuid).toBe(uuid);
    expect((await api<AuthSession>('/auth/login', { body: { email, password: strongPassword } })).status).toBe(200);

    const again = await asAdmin('/admin/user/add-user', { body: { firstName: 'Other', lastName: 'Person', email, phone: '+2348011111111' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    expect(await counterValue('users')).toBe(usersBefore + 1);
  });

  test('It should refuse an incomplete new user with a message per field, creating nothing', async () => {
    const email = uniqueEmail('admin-invalid');
    const refused = await asAdmin('/admin/user/add-user', { body: { firstName: ' ', lastName: 'Eze', email: 'not-an-email', phone: 'call me' } });
    expect(refused.status).toBe(400);
    const messages = (refused.body.errors ?? []).map((problem) => problem.message);
    expect(messages).toEqual(expect.arrayContaining(['Enter your first name', 'Enter a valid e-mail address', 'Enter a valid phone number']));
    expect((await asAdmin('/admin/user/add-user', { body: { firstName: 'Chidi', lastName: 'Eze', email } })).status).toBe(400);
    expect(await listUsers(email)).toEqual([]);
  });

  test("It should update a user's profile fields, auditing which fields changed, and refuse an empty or invalid change", async () => {
    const customer = await registerCustomer('admin-edit');
    const updated = await asAdmin<AdminUserRow>('/admin/user/update-user', { body: { id: customer.email, lastName: 'Okafor', city: 'Enugu', phone: '+2348022222222' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ uuid: customer.uuid, firstName: 'Ada', lastName: 'Okafor', city: 'Enugu', phone: '+2348022222222' });
    expect((await viewUser(customer.uuid))?.user).toMatchObject({ lastName: 'Okafor', city: 'Enugu', state: 'Lagos' });
    const [entry] = await auditEntriesFor('user', customer.uuid);
    expect(entry).toMatchObject({ action: 'update', after: 'fields: lastName phone city' });
    expect((await asAdmin('/admin/user/update-user', { body: { id: customer.uuid } })).body.message).toBe('Nothing to update');
    const invalid = await asAdmin('/admin/user/update-user', { body: { id: customer.uuid, phone: 'none' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/phone/);
    expect((await asAdmin('/admin/user/update-user', { body: { id: 'no-such-user', city: 'Abuja' } })).status).toBe(404);
  });

  test("It should update and delete a user's measurement set with the customer's rules, auditing both", async () => {
    const shopper = await registerShopper('admin-measure');
    const body = { userId: shopper.uuid, id: shopper.measurementId, measurements: { name: 'Wedding', chest: '41.5', neck: 16 } };
    const updated = await asAdmin<Measurements>('/admin/user/update-measurements', { body });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id: shopper.measurementId, name: 'Wedding', chest: 41.5, neck: 16 });
    expect((await viewUser(shopper.uuid))?.user.measurements).toEqual([updated.body.data]);

    const outOfRange = await asAdmin('/admin/user/update-measurements', { body: { ...body, measurements: { name: 'Wedding', chest: 100 } } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toMatch(/Enter the chest in inches, between 20 and 70/);
    expect((await asAdmin('/admin/user/update-measurements', { body: { ...body, userId: 'someone-else' } })).status).toBe(404);
    expect((await asAdmin('/admin/user/update-measurements', { body: { id: shopper.measurementId, measurements: body.measurements } })).body.message).toMatch(/userId is required/);

    const deleted = await asAdmin('/admin/user/delete-measurements', { body: { userId: shopper.uuid, id: shopper.measurementId } });
    expect(deleted.status).toBe(200);
    expect((await viewUser(shopper.uuid))?.user.measurements).toEqual([]);
    expect((await asAdmin('/admin/user/delete-measurements', { body: { userId: shopper.uuid, id: shopper.measurementId } })).status).toBe(404);
    const entries = await auditEntriesFor('user', shopper.uuid);
    expect(entries.map((entry) => entry.action)).toEqual(['delete-measurements', 'update-measurements']);
    expect(entries[1]?.after).toMatch(/name: Wedding/);
  });
});
