import { until } from '../support/concurrency';
import { staffSession, type StaffSession } from '../support/pay-staff';
import { createTestMerchant, paidTransaction, pay, uniqueEmail, type PayAnswer } from './pay-helpers';

interface Customer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  risk_action: string;
}

interface CustomerDetail extends Customer {
  transactions: { reference: string; amount: number; status: string }[];
  authorizations: { last4: string }[];
  subscriptions: { subscription_code: string }[];
  total_transactions: number;
}

interface Plan {
  id: number;
  plan_code: string;
  name: string;
  amount: number;
  interval: string;
  description: string | null;
  invoice_limit: number;
  send_invoices: boolean;
  send_sms: boolean;
  subscriptions: { subscription_code: string; status: string }[];
}

/** A dashboard call as a staff member (their access token is the bearer), or anonymously. */
function dashboard<T = unknown>(path: string, session: StaffSession | undefined, init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}): Promise<PayAnswer<T>> {
  return pay<T>(`/dashboard/api${path}`, { ...init, ...(session ? { key: session.accessToken } : {}) });
}

describe("Pay's dashboard: customers and plans", () => {
  let secretKey: string;
  let owner: StaffSession;
  let developer: StaffSession;
  let support: StaffSession;
  let outsider: StaffSession;

  beforeAll(async () => {
    const [x, y] = await Promise.all([createTestMerchant({ name: 'Dashboard customers X' }), createTestMerchant({ name: 'Dashboard customers Y' })]);
    secretKey = x.secretKey;
    [owner, developer, support, outsider] = await Promise.all([
      staffSession(x.merchant.merchantId, 'owner'),
      staffSession(x.merchant.merchantId, 'developer'),
      staffSession(x.merchant.merchantId, 'support'),
      staffSession(y.merchant.merchantId, 'owner'),
    ]);
  });

  describe('customers', () => {
    test('It should refuse a caller without a staff session with 401 and support on every write with 403', async () => {
      expect((await dashboard('/customers', undefined)).status).toBe(401);
      const email = uniqueEmail('support-create');
      const writes: Array<[string, 'POST' | 'PUT', unknown]> = [
        ['/customers', 'POST', { email }],
        [`/customers/${email}`, 'PUT', { first_name: 'Support' }],
        [`/customers/${email}/risk-action`, 'POST', { risk_action: 'deny' }],
      ];
      for (const [path, method, body] of writes) {
        const refused = await dashboard(path, support, { method, body });
        expect([path, refused.status, refused.body.status]).toEqual([path, 403, false]);
      }
    });

    test('It should create and update a customer as the API does, with the API\'s validation messages', async () => {
      const email = uniqueEmail('dash-create');
      const created = await dashboard<Customer>('/customers', developer, { body: { email: email.toUpperCase(), first_name: 'Ada', phone: '+2348012345678' } });
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Customer created');
      expect(created.body.data).toMatchObject({ email, first_name: 'Ada', last_name: null, phone: '+2348012345678', risk_action: 'default' });

      const updated = await dashboard<Customer>(`/customers/${created.body.data.customer_code}`, owner, { method: 'PUT', body: { last_name: 'Lovelace', phone: '' } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ customer_code: created.body.data.customer_code, first_name: 'Ada', last_name: 'Lovelace', phone: '+2348012345678' });
      const viaApi = await pay<Customer>(`/customer/${email}`, { key: secretKey });
      expect(viaApi.body.data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });

      for (const body of [{ first_name: 'No e-mail' }, { email: 'not-an-email' }, { email, first_name: 'x'.repeat(101) }]) {
        const [mine, api] = await Promise.all([dashboard('/customers', owner, { body }), pay('/customer', { key: secretKey, body })]);
        expect(mine.status).toBe(400);
        expect(api.status).toBe(400);
        expect({ message: mine.body.message, errors: mine.body.errors }).toEqual({ message: api.body.message, errors: api.body.errors });
      }
      const tooLong = await dashboard(`/customers/${email}`, owner, { method: 'PUT', body: { phone: '1'.repeat(31) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([{ path: 'phone', message: 'phone must be at most 30 characters' }]);
    });

    test('It should list customers newest first, search by part of the e-mail, and page', async () => {
      const tag = `dash-list-${Date.now()}`;
      const emails = [`${tag}-a@example.com`, `${tag}-b@example.com`, `${tag}-c@example.com`];
      for (const email of emails) expect((await dashboard('/customers', owner, { body: { email } })).status).toBe(200);

      const first = await dashboard<Customer[]>(`/customers?email=${tag.toUpperCase()}&perPage=2`, support);
      expect(first.status).toBe(200);
      expect(first.body.data.map((customer) => customer.email)).toEqual([emails[2], emails[1]]);
      expect(first.body.meta).toMatchObject({ total: 3, perPage: 2, page: 1, pageCount: 2 });
      const second = await dashboard<Customer[]>(`/customers?email=${tag}&perPage=2&page=2`, support);
      expect(second.body.data.map((customer) => customer.email)).toEqual([emails[0]]);

      const all = await dashboard<Customer[]>('/customers?perPage=100', developer);
      expect(all.body.data.length).toBeGreaterThanOrEqual(3);
      expect((await dashboard<Customer[]>(`/customers?email=${tag}`, outsider)).body.data).toEqual([]);
      const invalid = await dashboard('/customers?perPage=0', owner);
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe((await pay('/customer?perPage=0', { key: secretKey })).body.message);
    });

    test("It should show a customer's transactions, cards and subscriptions as the API's fetch does, and hide them from another merchant", async () => {
      const email = uniqueEmail('dash-detail');
      const paid = await paidTransaction(secretKey, { email, amount: 310000 });
      const detail = await dashboard<CustomerDetail>(`/customers/${email}`, support);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ email, total_transactions: 1, transactions: [{ reference: paid.reference, amount: 310000, status: 'success' }], subscriptions: [] });
      const api = await pay<CustomerDetail>(`/customer/${detail.body.data.customer_code}`, { key: secretKey });
      expect((await dashboard<CustomerDetail>(`/customers/${detail.body.data.customer_code}`, owner)).body.data).toEqual(api.body.data);

      const code = detail.body.data.customer_code;
      expect((await dashboard(`/customers/${code}`, outsider)).status).toBe(404);
      expect((await dashboard(`/customers/${email}`, outsider)).status).toBe(404);
      expect((await dashboard(`/customers/${code}`, outsider, { method: 'PUT', body: { first_name: 'Intruder' } })).status).toBe(404);
      expect((await dashboard(`/customers/${code}/risk-action`, outsider, { body: { risk_action: 'deny' } })).status).toBe(404);
    });

    test('It should blacklist, whitelist and reset a customer, refusing an unknown risk action with the API\'s message', async () => {
      const email = uniqueEmail('dash-risk');
      const { body } = await dashboard<Customer>('/customers', owner, { body: { email } });
      const code = body.data.customer_code;
      const denied = await dashboard<Customer>(`/customers/${code}/risk-action`, developer, { body: { risk_action: 'deny' } });
      expect(denied.status).toBe(200);
      expect(denied.body.data.risk_action).toBe('deny');
      const refusedCharge = await pay('/transaction/initialize', { key: secretKey, body: { email, amount: 10000 } });
      expect(refusedCharge.status).toBe(400);

      expect((await dashboard<Customer>(`/customers/${code}/risk-action`, owner, { body: { risk_action: 'allow' } })).body.data.risk_action).toBe('allow');
      expect((await dashboard<Customer>(`/customers/${code}/risk-action`, owner, { body: {} })).body.data.risk_action).toBe('default');

      const [mine, api] = await Promise.all([
        dashboard(`/customers/${code}/risk-action`, owner, { body: { risk_action: 'block' } }),
        pay('/customer/set_risk_action', { key: secretKey, body: { customer: code, risk_action: 'block' } }),
      ]);
      expect(mine.status).toBe(400);
      expect(mine.body.message).toBe(api.body.message);
    });
  });

  describe('plans', () => {
    test('It should create a plan, refuse support and an invalid plan with the API\'s messages', async () => {
      const created = await dashboard<Plan>('/plans', developer, {
        body: { name: 'Dashboard Gold', amount: 550000, interval: 'monthly', description: 'Every month', invoice_limit: 6, send_sms: false },
      });
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Plan created');
      expect(created.body.data).toMatchObject({ name: 'Dashboard Gold', amount: 550000, interval: 'monthly', description: 'Every month', invoice_limit: 6, send_invoices: true, send_sms: false });
      expect((await pay<Plan>(`/plan/${created.body.data.plan_code}`, { key: secretKey })).body.data.name).toBe('Dashboard Gold');

      expect((await dashboard('/plans', support, { body: { name: 'No', amount: 550000, interval: 'monthly' } })).status).toBe(403);
      expect((await dashboard(`/plans/${created.body.data.plan_code}`, support, { method: 'PUT', body: { name: 'No' } })).status).toBe(403);
      expect((await dashboard('/plans', undefined)).status).toBe(401);

      for (const body of [{ amount: 500000, interval: 'monthly' }, { name: 'Gold', amount: 50, interval: 'monthly' }, { name: 'Gold', amount: 500000, interval: 'fortnightly' }]) {
        const [mine, api] = await Promise.all([dashboard('/plans', owner, { body }), pay('/plan', { key: secretKey, body })]);
        expect(mine.status).toBe(400);
        expect({ message: mine.body.message, errors: mine.body.errors }).toEqual({ message: api.body.message, errors: api.body.errors });
      }
    });

    test('It should list plans filtered by interval and amount, and page', async () => {
      const amount = 100_000 + (Date.now() % 100_000) * 100;
      for (const interval of ['weekly', 'weekly', 'annually']) {
        expect((await dashboard('/plans', owner, { body: { name: `List ${interval}`, amount, interval } })).status).toBe(200);
      }
      const weekly = await dashboard<Plan[]>(`/plans?interval=weekly&amount=${amount}&perPage=1`, support);
      expect(weekly.status).toBe(200);
      expect(weekly.body.data.map((plan) => [plan.interval, plan.amount])).toEqual([['weekly', amount]]);
      expect(weekly.body.meta).toMatchObject({ total: 2, perPage: 1, page: 1, pageCount: 2 });
      expect((await dashboard<Plan[]>(`/plans?interval=weekly&amount=${amount}&perPage=1&page=2`, support)).body.data).toHaveLength(1);
      expect((await dashboard<Plan[]>(`/plans?amount=${amount}`, owner)).body.meta?.total).toBe(3);
      expect((await dashboard<Plan[]>(`/plans?amount=${amount}`, outsider)).body.data).toEqual([]);
      const invalid = await dashboard('/plans?interval=fortnightly', owner);
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe((await pay('/plan?interval=fortnightly', { key: secretKey })).body.message);
    });

    test("It should show a plan with its subscriptions, update it as the API does, and hide it from another merchant", async () => {
      const created = await dashboard<Plan>('/plans', owner, { body: { name: 'Dashboard Silver', amount: 300000, interval: 'monthly' } });
      const code = created.body.data.plan_code;
      await paidTransaction(secretKey, { email: uniqueEmail('dash-plan'), amount: 300000, plan: code });
      const detail = await until(
        "the checkout's subscription on the plan",
        async () => {
          const answer = await dashboard<Plan>(`/plans/${code}`, support);
          return answer.body.data.subscriptions.length > 0 ? answer : undefined;
        },
        20_000,
      );
      expect(detail.body.data).toMatchObject({ plan_code: code, name: 'Dashboard Silver', subscriptions: [{ status: 'active' }] });
      expect((await dashboard<Plan>(`/plans/${created.body.data.id}`, developer)).body.data.plan_code).toBe(code);

      const updated = await dashboard<Plan>(`/plans/${code}`, developer, { method: 'PUT', body: { name: 'Dashboard Platinum', amount: 400000, send_invoices: false } });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Plan updated. 1 subscription(s) affected');
      expect(updated.body.data).toMatchObject({ plan_code: code, name: 'Dashboard Platinum', amount: 400000, send_invoices: false });
      expect((await pay<Plan>(`/plan/${code}`, { key: secretKey })).body.data).toMatchObject({ name: 'Dashboard Platinum', amount: 400000 });

      const [mine, api] = await Promise.all([
        dashboard(`/plans/${code}`, owner, { method: 'PUT', body: { amount: 'lots' } }),
        pay(`/plan/${code}`, { method: 'PUT', key: secretKey, body: { amount: 'lots' } }),
      ]);
      expect(mine.status).toBe(400);
      expect(mine.body.message).toBe(api.body.message);

      expect((await dashboard(`/plans/${code}`, outsider)).status).toBe(404);
      expect((await dashboard(`/plans/${code}`, outsider, { method: 'PUT', body: { name: 'Intruder' } })).status).toBe(404);
      expect((await pay<Plan>(`/plan/${code}`, { key: secretKey })).body.data.name).toBe('Dashboard Platinum');
    });
  });
});
