import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import type { Notification } from '../../functions/src/shop/notification/contract';
import type { AdminOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { AdminPageMeta } from '../../functions/src/shop/shared/contract';
import { api } from '../support/api-client';
import { asAdmin, auditEntriesFor, counterValue, seededAdminToken } from '../support/admin';
import { shopUrl } from '../support/stack';
import { waitForMail } from '../support/mail';
import { catalog, orderBody, placed, registerShopper, type Shopper } from '../support/orders';
import { paidOrder } from '../support/reviews';

async function listOrders(query: string): Promise<{ data: AdminOrder[]; meta: AdminPageMeta }> {
  const answer = await asAdmin<AdminOrder[]>(`/admin/order/fetch-all-orders${query}`);
  expect(answer.status).toBe(200);
  return { data: answer.body.data ?? [], meta: answer.body.meta as AdminPageMeta };
}

async function notificationsOf(shopper: Shopper): Promise<Notification[]> {
  return (await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token })).body.data ?? [];
}

describe('the back office orders', () => {
  let ada: Shopper;
  let products: Product[];
  const orderIDs: string[] = [];

  beforeAll(async () => {
    [ada, products] = await Promise.all([registerShopper('admin-orders'), catalog(1)]);
    const product = products[0] as Product;
    for (let i = 0; i < 3; i += 1) orderIDs.push((await placed(ada, orderBody(ada, [{ productId: product.id, quantity: i + 1 }]))).orderID);
  });

  test('It should list every order newest first, 50 a page, with the customer', async () => {
    const { data, meta } = await listOrders('');
    expect(meta).toMatchObject({ page: 1, perPage: 50 });
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.length).toBeLessThanOrEqual(50);
    const dates = data.map((order) => order.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.slice(0, 3).map((order) => order.orderID)).toEqual([...orderIDs].reverse());
    expect(data[0]).toMatchObject({ userId: ada.uuid, email: ada.email });
  });

  test('It should find an order by id, by e-mail and by part of the name', async () => {
    const byId = await listOrders(`?q=${orderIDs[0]?.toLowerCase()}`);
    expect(byId.data.map((order) => order.orderID)).toEqual([orderIDs[0]]);
    const byEmail = await listOrders(`?q=${encodeURIComponent(ada.email)}`);
    expect(byEmail.data.map((order) => order.orderID).sort()).toEqual([...orderIDs].sort());
    const byName = await listOrders('?q=obi');
    expect(byName.data.map((order) => order.orderID)).toEqual(expect.arrayContaining(orderIDs));
    expect((await listOrders('?q=nobody-by-this-name')).data).toEqual([]);
  });

  test('It should filter by status and payment, and refuse unknown filters', async () => {
    const unpaid = await listOrders('?status=pending&payment=unpaid');
    const stray = unpaid.data.filter((order) => order.status !== 'pending' || order.payment !== 'unpaid');
    expect(stray.map(({ orderID, status, payment }) => ({ orderID, status, payment }))).toEqual([]);
    expect(unpaid.data.map((order) => order.orderID)).toEqual(expect.arrayContaining(orderIDs));
    expect((await listOrders('?payment=paid')).data.filter((order) => order.payment !== 'paid').map((order) => order.orderID)).toEqual([]);
    expect((await asAdmin('/admin/order/fetch-all-orders?status=lost')).status).toBe(400);
    expect((await asAdmin('/admin/order/fetch-all-orders?page=0')).status).toBe(400);
  });

  test("It should show any customer's order to an admin, and 404 an unknown one", async () => {
    const found = await asAdmin<AdminOrder>('/admin/order/fetch-order-byID', { body: { orderID: orderIDs[1] } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ orderID: orderIDs[1], userId: ada.uuid, name: expect.any(String), phone: expect.any(String) });
    expect((await asAdmin('/admin/order/fetch-order-byID', { body: { orderID: 'NOSUCHORDR' } })).status).toBe(404);
  });

  test("It should answer 'select status' when no status is chosen, and change nothing", async () => {
    const missing = await asAdmin('/admin/order/update-order-status', { body: { orderID: orderIDs[0] } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('select status');
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: orderIDs[0], status: 'lost' } })).body.message).toBe('select status');
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: 'NOSUCHORDR', status: 'completed' } })).status).toBe(404);
  });

  test('It should refuse to start work on an unpaid order until the admin confirms, and refuse cancelled as a status', async () => {
    const orderID = orderIDs[0] as string;
    const pendingBefore = await counterValue('orders:pending');
    const unconfirmed = await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'processing' } });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([409, 'This order is unpaid. Confirm to start work on it anyway.']);
    const cancelled = await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'cancelled' } });
    expect([cancelled.status, cancelled.body.message]).toEqual([400, 'use Cancel order']);
    const confirmed = await asAdmin<AdminOrder>('/admin/order/update-order-status', { body: { orderID, status: 'processing', confirmUnpaid: true } });
    expect(confirmed.body.data).toMatchObject({ status: 'processing', payment: 'unpaid' });
    // An unpaid order never waited for work, so starting it moves no count.
    expect(await counterValue('orders:pending')).toBe(pendingBefore);
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'pending' } })).status).toBe(200);
  });

  test('It should move a paid order through every status, counting it as pending work only while pending, notifying and auditing each move', async () => {
    const orderID = (await paidOrder(ada, [(products[0] as Product).id])).orderID;
    const pendingBefore = await counterValue('orders:pending');
    const toProcessing = await asAdmin<AdminOrder>('/admin/order/update-order-status', { body: { orderID, status: 'processing' } });
    expect(toProcessing.status).toBe(200);
    expect(toProcessing.body.data?.status).toBe('processing');
    expect(await counterValue('orders:pending')).toBe(pendingBefore - 1);
    await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'completed' } });
    expect(await counterValue('orders:pending')).toBe(pendingBefore - 1);
    const back = await asAdmin<AdminOrder>('/admin/order/update-order-status', { body: { orderID, status: 'pending' } });
    expect(back.body.data?.statusHistory.map((entry) => entry.status).slice(-3)).toEqual(['processing', 'completed', 'pending']);
    expect(await counterValue('orders:pending')).toBe(pendingBefore);

    const notes = (await notificationsOf(ada)).filter((note) => note.orderID === orderID && !['Order placed', 'Payment received'].includes(note.title));
    expect(notes.map((note) => note.title)).toEqual(['Order pending', 'Order completed', 'Order processing']);
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject.includes(orderID) && candidate.subject.endsWith('is completed'));
    expect(mail.text).toContain(`is now completed`);

    const audit: AuditLogEntry[] = await auditEntriesFor('order', orderID);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['update-status', 'status: completed', 'status: pending'],
      ['update-status', 'status: processing', 'status: completed'],
      ['update-status', 'status: pending', 'status: processing'],
    ]);
    expect(audit[0]?.actorId).toEqual(expect.any(String));
    expect(audit[0]).toMatchObject({ actorName: 'Shop Admin', entityName: orderID });
  });

  test('It should export the filtered list as CSV, every row, formula-like cells kept as text', async () => {
    const answer = await fetch(`${shopUrl()}/api/v1/admin/order/export-orders?q=${encodeURIComponent(ada.email)}&payment=unpaid`, { headers: { authorization: `Bearer ${await seededAdminToken()}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await answer.text()).trim().split('\r\n');
    expect(rows[0]).toBe('Order ID,Placed,Customer,E-mail,Status,Payment,Total (NGN),Refunded (NGN)');
    expect(rows.slice(1).map((row) => row.split(',')[0]).sort()).toEqual([...orderIDs].sort());
    expect(rows.slice(1).every((row) => row.includes(',unpaid,'))).toBe(true);
    expect((await asAdmin('/admin/order/export-orders?status=lost')).status).toBe(400);
    const asCustomer = await fetch(`${shopUrl()}/api/v1/admin/order/export-orders`, { headers: { authorization: `Bearer ${ada.token}` } });
    expect(asCustomer.status).toBe(403);
  });

  test('It should change nothing, count nothing and audit nothing when the status is already the one asked for', async () => {
    const orderID = orderIDs[1] as string;
    const pendingBefore = await counterValue('orders:pending');
    const same = await asAdmin<AdminOrder>('/admin/order/update-order-status', { body: { orderID, status: 'pending' } });
    expect(same.status).toBe(200);
    expect(await counterValue('orders:pending')).toBe(pendingBefore);
    expect(await auditEntriesFor('order', orderID)).toEqual([]);
  });

  test('It should page the audit log and refuse an unknown entity filter', async () => {
    const page = await asAdmin<AuditLogEntry[]>('/admin/fetch-audit-log?page=1');
    expect(page.status).toBe(200);
    expect((page.body.data ?? []).length).toBeGreaterThan(0);
    const ats = (page.body.data ?? []).map((entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect((await asAdmin('/admin/fetch-audit-log?entity=password')).status).toBe(400);
    expect((await asAdmin('/admin/fetch-audit-log?page=999')).status).toBe(400);
  });
});
