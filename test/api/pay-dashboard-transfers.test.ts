import { randomUUID } from 'node:crypto';
import { staffSession, type StaffSession } from '../support/pay-staff';
import { payUrl } from '../support/stack';
import { createTestMerchant, paidTransaction, pay } from './pay-helpers';

/**
 * Pay's dashboard, splits and transfers (issue 23, item 3): the merchant API's split, transfer, recipient and
 * balance services behind `/dashboard/api/*` for the merchant's staff, with the API's shapes and messages; writes
 * refused to support, transfers to all but owners, and another merchant's objects unknown.
 */
interface DashboardAnswer<T> {
  status: number;
  body: { status: boolean; message: string; code?: string; data: T; meta?: { total: number; perPage: number; page: number; pageCount: number } };
}

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

async function dashboard<T = unknown>(path: string, session: StaffSession | undefined, call: Call = {}): Promise<DashboardAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (session) headers.authorization = `Bearer ${session.accessToken}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${payUrl()}/dashboard/api${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as DashboardAnswer<T>['body'] };
}

interface Split {
  id: number;
  split_code: string;
  name: string;
  type: string;
  currency: string;
  active: boolean;
  bearer_type: string;
  subaccounts: Array<{ subaccount: { subaccount_code: string }; share: number }>;
  total_subaccounts: number;
}

interface Recipient {
  id: number;
  recipient_code: string;
  name: string;
  active: boolean;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
}

interface Transfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  fee_charged: number;
  status: string;
  reason: string | null;
  recipient: number | { recipient_code: string; name: string; details: { account_number: string; bank_name: string } };
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

const goodAccount = { type: 'nuban', name: 'Adaeze Okafor', account_number: '0000000001', bank_code: '058' };

async function staffOf(x: Merchant, y: Merchant) {
  const [owner, developer, support, outsider] = await Promise.all([
    staffSession(x.merchant.merchantId, 'owner'),
    staffSession(x.merchant.merchantId, 'developer'),
    staffSession(x.merchant.merchantId, 'support'),
    staffSession(y.merchant.merchantId, 'owner'),
  ]);
  return { owner, developer, support, outsider };
}

describe("Pay's dashboard: splits", () => {
  let x: Merchant;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let vendors: string[];

  beforeAll(async () => {
    const y = await createTestMerchant({ name: 'Dashboard splits Y' });
    x = await createTestMerchant({ name: 'Dashboard splits X' });
    staff = await staffOf(x, y);
    vendors = [];
    for (const [account_number, settlement_bank] of [
      ['0000000001', '058'],
      ['0000000002', '044'],
      ['0000000003', '033'],
    ] as const) {
      const made = await pay<{ subaccount_code: string }>('/subaccount', { key: x.secretKey, body: { business_name: `Vendor ${account_number}`, settlement_bank, account_number, percentage_charge: 20 } });
      expect(made.status).toBe(200);
      vendors.push(made.body.data.subaccount_code);
    }
  });

  test('It should refuse a caller without a staff session with 401', async () => {
    expect((await dashboard('/splits', undefined)).status).toBe(401);
  });

  test('It should create a split, list it under the name and active filters with paging, and show its subaccounts and shares', async () => {
    const name = `Tailors ${randomUUID().slice(0, 6)}`;
    const created = await dashboard<Split>('/splits', staff.developer, {
      body: { name, type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: vendors[0], share: 20 }, { subaccount: vendors[1], share: 30 }], bearer_type: 'account' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, message: 'Split created' });
    expect(created.body.data).toMatchObject({ name, type: 'percentage', currency: 'NGN', active: true, bearer_type: 'account', total_subaccounts: 2 });
    const other = await dashboard<Split>('/splits', staff.owner, { body: { name: 'Flat fees', type: 'flat', subaccounts: [{ subaccount: vendors[2], share: 50000 }] } });
    expect(other.status).toBe(200);

    const found = await dashboard<Split[]>(`/splits?name=${encodeURIComponent(name.toUpperCase())}&active=true`, staff.support);
    expect(found.status).toBe(200);
    expect(found.body.data.map((split) => split.split_code)).toEqual([created.body.data.split_code]);
    const paged = await dashboard<Split[]>('/splits?perPage=1&page=2', staff.support);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta).toMatchObject({ total: 2, perPage: 1, page: 2, pageCount: 2 });
    // The same page as the merchant API's list.
    const api = await pay<Split[]>('/split?perPage=1&page=2', { key: x.secretKey });
    expect(paged.body.data).toEqual(api.body.data);

    const detail = await dashboard<Split>(`/splits/${created.body.data.split_code}`, staff.support);
    expect(detail.status).toBe(200);
    expect(detail.body.data.subaccounts.map((entry) => [entry.subaccount.subaccount_code, entry.share])).toEqual([
      [vendors[0], 20],
      [vendors[1], 30],
    ]);
    expect((await dashboard<Split>(`/splits/${created.body.data.id}`, staff.owner)).body.data.split_code).toBe(created.body.data.split_code);
  });

  test('It should update a split and add and remove its subaccounts', async () => {
    const created = await dashboard<Split>('/splits', staff.owner, { body: { name: 'To change', type: 'percentage', subaccounts: [{ subaccount: vendors[0], share: 10 }] } });
    const code = created.body.data.split_code;
    const updated = await dashboard<Split>(`/splits/${code}`, staff.developer, { method: 'PUT', body: { name: 'Changed', active: false, bearer_type: 'subaccount', bearer_subaccount: vendors[0] } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Changed', active: false, bearer_type: 'subaccount' });
    expect((await dashboard<Split[]>('/splits?active=false', staff.owner)).body.data.map((split) => split.split_code)).toEqual([code]);

    const added = await dashboard<Split>(`/splits/${code}/subaccount/add`, staff.developer, { body: { subaccount: vendors[2], share: 40 } });
    expect(added.status).toBe(200);
    expect(added.body.data.subaccounts.map((entry) => entry.share)).toEqual([10, 40]);
    const removed = await dashboard<Split>(`/splits/${code}/subaccount/remove`, staff.owner, { body: { subaccount: vendors[2] } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.subaccounts.map((entry) => entry.subaccount.subaccount_code)).toEqual([vendors[0]]);
    const bearer = await dashboard(`/splits/${code}/subaccount/remove`, staff.owner, { body: { subaccount: vendors[0] } });
    expect(bearer.status).toBe(400);
    expect(bearer.body.message).toContain('bears this split');
  });

  test("It should refuse an invalid split with the merchant API's own status and message", async () => {
    const over = { name: 'Too much', type: 'percentage', subaccounts: [{ subaccount: vendors[0], share: 60 }, { subaccount: vendors[1], share: 50 }] };
    const viaApi = await pay('/split', { key: x.secretKey, body: over });
    const viaDashboard = await dashboard('/splits', staff.owner, { body: over });
    expect(viaApi.status).toBe(400);
    expect(viaDashboard.status).toBe(400);
    expect(viaDashboard.body.message).toBe(viaApi.body.message);
    expect(viaDashboard.body.message).toBe('subaccounts: percentage shares add up to 110: at most 100');

    const noName = { type: 'flat', subaccounts: [{ subaccount: vendors[0], share: 100 }] };
    expect((await dashboard('/splits', staff.owner, { body: noName })).body.message).toBe((await pay('/split', { key: x.secretKey, body: noName })).body.message);
  });

  test("It should refuse support's writes with 403 and answer another merchant's split as unknown", async () => {
    const created = await dashboard<Split>('/splits', staff.owner, { body: { name: 'Private', type: 'percentage', subaccounts: [{ subaccount: vendors[1], share: 10 }] } });
    const code = created.body.data.split_code;
    const refused = await dashboard(`/splits/${code}`, staff.support, { method: 'PUT', body: { name: 'Support' } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await dashboard('/splits', staff.support, { body: { name: 'S', type: 'flat', subaccounts: [{ subaccount: vendors[0], share: 100 }] } })).status).toBe(403);
    expect((await dashboard(`/splits/${code}/subaccount/add`, staff.support, { body: { subaccount: vendors[0], share: 5 } })).status).toBe(403);

    const unknown = await dashboard(`/splits/${code}`, staff.outsider);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Split not found');
    expect((await dashboard(`/splits/${code}`, staff.outsider, { method: 'PUT', body: { name: 'Taken' } })).status).toBe(404);
    expect((await dashboard(`/splits/${code}/subaccount/remove`, staff.outsider, { body: { subaccount: vendors[1] } })).status).toBe(404);
    expect((await dashboard<Split[]>('/splits', staff.outsider)).body.data).toEqual([]);
    expect((await dashboard<Split>(`/splits/${code}`, staff.owner)).body.data.name).toBe('Private');
  });
});

describe("Pay's dashboard: transfers, recipients and balance", () => {
  let x: Merchant;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let recipient: Recipient;

  beforeAll(async () => {
    const y = await createTestMerchant({ name: 'Dashboard transfers Y' });
    x = await createTestMerchant({ name: 'Dashboard transfers X' });
    staff = await staffOf(x, y);
    await paidTransaction(x.secretKey, { amount: 2_000_000 });
  });

  async function balance(): Promise<number> {
    const answer = await dashboard<Array<{ currency: string; balance: number }>>('/balance', staff.support);
    expect(answer.status).toBe(200);
    return answer.body.data.find((entry) => entry.currency === 'NGN')?.balance ?? Number.NaN;
  }

  test('It should show every role the balance GET /balance answers', async () => {
    const viaApi = await pay('/balance', { key: x.secretKey });
    const viaDashboard = await dashboard('/balance', staff.support);
    expect(viaDashboard.status).toBe(200);
    expect(viaDashboard.body).toEqual(viaApi.body);
    expect(await balance()).toBeGreaterThan(1_900_000);
  });

  test('It should create and list recipients, with the API\'s messages, and refuse support', async () => {
    const created = await dashboard<Recipient>('/transfer-recipients', staff.developer, { body: goodAccount });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Transfer recipient created successfully');
    expect(created.body.data).toMatchObject({ name: 'Adaeze Okafor', active: true, details: { account_number: '0000000001', account_name: 'ADAEZE OKAFOR', bank_code: '058' } });
    recipient = created.body.data;
    const listed = await dashboard<Recipient[]>('/transfer-recipients?perPage=10', staff.support);
    expect(listed.body.data.map((item) => item.recipient_code)).toEqual([recipient.recipient_code]);
    expect(listed.body.meta).toMatchObject({ total: 1, page: 1 });

    const shortAccount = { ...goodAccount, account_number: '12345' };
    const viaApi = await pay('/transferrecipient', { key: x.secretKey, body: shortAccount });
    const viaDashboard = await dashboard('/transfer-recipients', staff.owner, { body: shortAccount });
    expect([viaDashboard.status, viaDashboard.body.message]).toEqual([viaApi.status, viaApi.body.message]);
    expect(viaDashboard.body.message).toBe('account_number must be the 10-digit NUBAN');
    const unknownAccount = { ...goodAccount, account_number: '0000000099' };
    expect((await dashboard('/transfer-recipients', staff.owner, { body: unknownAccount })).body.message).toBe((await pay('/transferrecipient', { key: x.secretKey, body: unknownAccount })).body.message);

    expect((await dashboard('/transfer-recipients', staff.support, { body: goodAccount })).status).toBe(403);
    expect((await dashboard(`/transfer-recipients/${recipient.recipient_code}`, staff.support, { method: 'DELETE' })).status).toBe(403);
  });

  test('It should let only owners send a transfer, once per Idempotency-Key, taking amount and fee from the balance once, and finalize it with the OTP', async () => {
    const before = await balance();
    const body = { recipient: recipient.recipient_code, amount: 150_000, reason: 'Fabric supplier' };
    const key = randomUUID();
    const developer = await dashboard('/transfers', staff.developer, { body, headers: { 'idempotency-key': key } });
    expect(developer.status).toBe(403);

    const first = await dashboard<Transfer>('/transfers', staff.owner, { body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Transfer requires OTP to continue');
    expect(first.body.data).toMatchObject({ amount: 150_000, fee_charged: 1_000, status: 'otp', reason: 'Fabric supplier', recipient: recipient.id });
    const again = await dashboard<Transfer>('/transfers', staff.owner, { body, headers: { 'idempotency-key': key } });
    expect(again.status).toBe(200);
    expect(again.body.data.transfer_code).toBe(first.body.data.transfer_code);
    expect(await balance()).toBe(before - 151_000);
    const changed = await dashboard('/transfers', staff.owner, { body: { ...body, amount: 160_000 }, headers: { 'idempotency-key': key } });
    expect(changed.status).toBe(409);

    const code = first.body.data.transfer_code;
    const wrong = await dashboard('/transfers/finalize', staff.owner, { body: { transfer_code: code, otp: '000000' } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid OTP']);
    expect((await dashboard('/transfers/finalize', staff.developer, { body: { transfer_code: code, otp: '123456' } })).status).toBe(403);
    const finalized = await dashboard<Transfer>('/transfers/finalize', staff.owner, { body: { transfer_code: code, otp: '123456' } });
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ message: 'Transfer has been queued', data: { transfer_code: code, status: 'pending' } });

    const detail = await dashboard<Transfer>(`/transfers/${code}`, staff.support);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ amount: 150_000, fee_charged: 1_000, reason: 'Fabric supplier', recipient: { recipient_code: recipient.recipient_code, name: 'Adaeze Okafor', details: { account_number: '0000000001' } } });
    expect(['pending', 'success']).toContain(detail.body.data.status);
    const viaApi = await pay<Transfer>(`/transfer/${detail.body.data.id}`, { key: x.secretKey });
    expect((await dashboard<Transfer>(`/transfers/${detail.body.data.id}`, staff.owner)).body.data.transfer_code).toBe(viaApi.body.data.transfer_code);
  });

  test('It should list transfers newest first with paging and the status filter', async () => {
    const waiting = await dashboard<Transfer>('/transfers', staff.owner, { body: { recipient: recipient.recipient_code, amount: 20_000 }, headers: { 'idempotency-key': randomUUID() } });
    expect(waiting.body.data.status).toBe('otp');
    const all = await dashboard<Transfer[]>('/transfers?perPage=1', staff.support);
    expect(all.body.data.map((transfer) => transfer.transfer_code)).toEqual([waiting.body.data.transfer_code]);
    expect(all.body.meta).toMatchObject({ total: 2, perPage: 1, page: 1, pageCount: 2 });
    const otp = await dashboard<Transfer[]>('/transfers?status=otp', staff.support);
    expect(otp.body.data.map((transfer) => transfer.transfer_code)).toEqual([waiting.body.data.transfer_code]);
    expect(otp.body.meta).toMatchObject({ total: 1 });
    const sent = await dashboard<Transfer[]>(`/transfers?recipient=${recipient.recipient_code}&status=pending`, staff.support);
    const success = await dashboard<Transfer[]>('/transfers?status=success', staff.support);
    // The payout processor may send the earlier transfer between the two reads, so it is in either answer (read in
    // passing, in both); each answer holds only its own status.
    const [earlier] = (await dashboard<Transfer[]>('/transfers?perPage=1&page=2', staff.support)).body.data;
    expect(sent.body.data.every((transfer) => transfer.status === 'pending')).toBe(true);
    expect(success.body.data.every((transfer) => transfer.status === 'success')).toBe(true);
    const sentOrSettled = new Set([...sent.body.data, ...success.body.data].map((transfer) => transfer.transfer_code));
    expect([...sentOrSettled]).toEqual([earlier?.transfer_code]);
    expect((await dashboard<Transfer[]>('/transfers?status=failed', staff.support)).body.data).toEqual([]);
    const invalid = await dashboard('/transfers?status=processing', staff.support);
    expect([invalid.status, invalid.body.message]).toEqual([400, 'status must be one of otp, pending, success, failed']);
  });

  test("It should refuse a transfer the API refuses, with the API's messages", async () => {
    const small = { recipient: recipient.recipient_code, amount: 50 };
    const viaApi = await pay('/transfer', { key: x.secretKey, body: { source: 'balance', ...small } });
    const viaDashboard = await dashboard('/transfers', staff.owner, { body: small });
    expect([viaDashboard.status, viaDashboard.body.message]).toEqual([viaApi.status, viaApi.body.message]);
    expect(viaDashboard.body.message).toBe('amount must be at least 100 kobo (₦1)');
    const tooMuch = await dashboard('/transfers', staff.owner, { body: { recipient: recipient.recipient_code, amount: 900_000_000 } });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, 'Your balance is not enough to fulfil this request']);
  });

  test("It should answer another merchant's transfers and recipients as unknown, and delete a recipient for good", async () => {
    const [transfer] = (await dashboard<Transfer[]>('/transfers?perPage=1', staff.owner)).body.data;
    if (!transfer) throw new Error('No transfer to look for');
    expect((await dashboard(`/transfers/${transfer.transfer_code}`, staff.outsider)).status).toBe(404);
    expect((await dashboard('/transfers/finalize', staff.outsider, { body: { transfer_code: transfer.transfer_code, otp: '123456' } })).status).toBe(404);
    const payout = await dashboard('/transfers', staff.outsider, { body: { recipient: recipient.recipient_code, amount: 10_000 } });
    expect([payout.status, payout.body.message]).toEqual([404, 'Transfer recipient not found']);
    expect((await dashboard(`/transfers?recipient=${recipient.recipient_code}`, staff.outsider)).status).toBe(404);
    expect((await dashboard<Transfer[]>('/transfers', staff.outsider)).body.data).toEqual([]);
    expect((await dashboard<Recipient[]>('/transfer-recipients', staff.outsider)).body.data).toEqual([]);
    expect((await dashboard(`/transfer-recipients/${recipient.recipient_code}`, staff.outsider, { method: 'DELETE' })).status).toBe(404);

    const deleted = await dashboard(`/transfer-recipients/${recipient.recipient_code}`, staff.owner, { method: 'DELETE' });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Transfer recipient set as inactive']);
    const [listed] = (await dashboard<Recipient[]>('/transfer-recipients', staff.owner)).body.data;
    expect(listed).toMatchObject({ recipient_code: recipient.recipient_code, active: false });
    const refused = await dashboard('/transfers', staff.owner, { body: { recipient: recipient.recipient_code, amount: 10_000 } });
    expect([refused.status, refused.body.message]).toEqual([400, 'Transfer recipient is inactive: create it again to pay it']);
  });
});
