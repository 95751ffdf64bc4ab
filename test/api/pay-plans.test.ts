import type { InitData } from '../../functions/src/pay/checkout/contract';
import { checkoutToken, createTestMerchant, pay, uniqueEmail } from './pay-helpers';

interface Plan {
  id: number;
  plan_code: string;
  name: string;
  amount: number;
  interval: string;
  invoice_limit: number;
  description: string | null;
  send_invoices: boolean;
  currency: string;
  subscriptions?: unknown[];
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

describe('Pay plans', () => {
  let merchant: Merchant;
  let other: Merchant;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Plans test' });
    other = await createTestMerchant({ name: 'Other plans merchant' });
  });

  const createPlan = (owner: Merchant, body: Record<string, unknown>) => pay<Plan>('/plan', { key: owner.secretKey, body });

  describe('create, fetch and update', () => {
    test('It should refuse a missing key with 401 and a plan without name, amount or a known interval with 400 naming it', async () => {
      expect((await pay('/plan', { body: { name: 'x', amount: 500000, interval: 'monthly' } })).status).toBe(401);
      expect((await pay('/plan', { key: merchant.publicKey, body: { name: 'x', amount: 500000, interval: 'monthly' } })).status).toBe(401);
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ amount: 500000, interval: 'monthly' }, /Name is required/],
        [{ name: 'Gold', interval: 'monthly' }, /Amount is required/],
        [{ name: 'Gold', amount: 500000 }, /Interval is required/],
        [{ name: 'Gold', amount: 500000, interval: 'fortnightly' }, /Interval is invalid/],
        [{ name: 'Gold', amount: 12.5, interval: 'monthly' }, /Amount/],
        [{ name: 'Gold', amount: 500000, interval: 'monthly', currency: 'USD' }, /Currency/],
        [{ name: 'Gold', amount: 500000, interval: 'monthly', invoice_limit: -1 }, /Invoice limit/],
      ];
      for (const [body, message] of cases) {
        const answer = await createPlan(merchant, body);
        expect(answer.status).toBe(400);
        expect(answer.body.status).toBe(false);
        expect(answer.body.message).toMatch(message);
      }
    });

    test('It should create a plan with a numeric id and a PLN_ code, and fetch it by either', async () => {
      const created = await createPlan(merchant, { name: 'Monthly Retainer', amount: 500000, interval: 'Monthly', description: 'Retainer', invoice_limit: 6 });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: true, message: 'Plan created' });
      expect(created.body.data).toMatchObject({ name: 'Monthly Retainer', amount: 500000, interval: 'monthly', invoice_limit: 6, description: 'Retainer', send_invoices: true, currency: 'NGN' });
      expect(created.body.data.id).toEqual(expect.any(Number));
      expect(created.body.data.plan_code).toMatch(/^PLN_[a-z0-9]{15}$/);
      const byCode = await pay<Plan>(`/plan/${created.body.data.plan_code}`, { key: merchant.secretKey });
      expect(byCode.body).toMatchObject({ status: true, message: 'Plan retrieved', data: { id: created.body.data.id, subscriptions: [] } });
      const byId = await pay<Plan>(`/plan/${created.body.data.id}`, { key: merchant.secretKey });
      expect(byId.body.data.plan_code).toBe(created.body.data.plan_code);
      const unknown = await pay('/plan/PLN_doesnotexist000', { key: merchant.secretKey });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status: false, message: 'Plan not found' });
    });

    test('It should update a plan and say how many subscriptions took the change', async () => {
      const { plan_code: code } = (await createPlan(merchant, { name: 'Weekly', amount: 100000, interval: 'weekly' })).body.data;
      const updated = await pay(`/plan/${code}`, { method: 'PUT', key: merchant.secretKey, body: { name: 'Weekly Plus', amount: 150000, interval: 'daily' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ status: true, message: 'Plan updated. 0 subscription(s) affected' });
      expect((await pay<Plan>(`/plan/${code}`, { key: merchant.secretKey })).body.data).toMatchObject({ name: 'Weekly Plus', amount: 150000, interval: 'daily' });
      expect((await pay(`/plan/${code}`, { method: 'PUT', key: merchant.secretKey, body: { interval: 'yearly' } })).status).toBe(400);
    });

    test('It should show another merchant\'s plan as not found, to fetch and to update', async () => {
      const { plan_code: code, id } = (await createPlan(merchant, { name: 'Private', amount: 200000, interval: 'monthly' })).body.data;
      expect((await pay(`/plan/${code}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/plan/${id}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/plan/${code}`, { method: 'PUT', key: other.secretKey, body: { name: 'Mallory' } })).status).toBe(404);
      expect((await pay<Plan>(`/plan/${code}`, { key: merchant.secretKey })).body.data.name).toBe('Private');
    });
  });

  describe('list', () => {
    test('It should list a merchant\'s own plans newest first, paged with meta, filtered by interval, amount and status', async () => {
      const owner = await createTestMerchant({ name: 'Plan list test' });
      const names = ['A', 'B', 'C'];
      const codes: string[] = [];
      for (const [index, name] of names.entries()) {
        const created = await createPlan(owner, { name, amount: 100000 * (index + 1), interval: index === 1 ? 'annually' : 'monthly' });
        expect(created.status).toBe(200);
        codes.push(created.body.data.plan_code);
      }
      const first = await pay<Plan[]>('/plan?perPage=2&page=1', { key: owner.secretKey });
      expect(first.body.message).toBe('Plans retrieved');
      expect(first.body.data.map((plan) => plan.name)).toEqual(['C', 'B']);
      expect(first.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
      const second = await pay<Plan[]>('/plan?per_page=2&page=2', { key: owner.secretKey });
      expect(second.body.data.map((plan) => plan.name)).toEqual(['A']);
      expect(second.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });

      const monthly = await pay<Plan[]>('/plan?interval=monthly', { key: owner.secretKey });
      expect(monthly.body.data.map((plan) => plan.name)).toEqual(['C', 'A']);
      expect(monthly.body.meta?.total).toBe(2);
      const priced = await pay<Plan[]>('/plan?amount=200000', { key: owner.secretKey });
      expect(priced.body.data.map((plan) => plan.name)).toEqual(['B']);
      expect((await pay<Plan[]>('/plan?status=archived', { key: owner.secretKey })).body.meta?.total).toBe(0);
      expect((await pay<Plan[]>('/plan?status=active', { key: owner.secretKey })).body.meta?.total).toBe(3);
      expect((await pay('/plan?perPage=0', { key: owner.secretKey })).status).toBe(400);
      expect((await pay('/plan?interval=fortnightly', { key: owner.secretKey })).status).toBe(400);
      const theirs = await pay<Plan[]>('/plan?perPage=100', { key: other.secretKey });
      expect(theirs.body.data.filter((plan) => codes.includes(plan.plan_code))).toEqual([]);
    });
  });

  describe('initialize and request_inline with plan', () => {
    test('initialize with plan and quantity charges the plan amount times quantity, card only', async () => {
      const { plan_code: plan } = (await createPlan(merchant, { name: 'Seats', amount: 300000, interval: 'monthly' })).body.data;
      const answer = await pay<{ access_code: string }>('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('plan'), amount: 100, plan, quantity: 3 } });
      expect(answer.status).toBe(200);
      const init = await pay<InitData>(`/transaction/verify_access_code/${answer.body.data.access_code}`);
      expect(init.body.data).toMatchObject({ amount: 900000, channels: ['card'], plan_details: { plan_code: plan, interval: 'monthly', quantity: 3 }, custom_filters: { recurring: true } });
    });

    test('initialize without amount needs a plan, and refuses quantity, interval, invoice_limit or start_date without one', async () => {
      const email = uniqueEmail('plan');
      const noAmount = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email } });
      expect(noAmount.status).toBe(400);
      expect(noAmount.body.message).toMatch(/amount is required/);
      for (const field of [{ quantity: 2 }, { interval: 'monthly' }, { invoice_limit: 3 }, { start_date: '2030-01-01T00:00:00Z' }]) {
        const refused = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, amount: 500000, ...field } });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain(`${Object.keys(field)[0]} is only honoured with a plan`);
      }
      const unknown = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, plan: 'PLN_doesnotexist000' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Plan not found');
      const foreign = (await createPlan(other, { name: 'Theirs', amount: 500000, interval: 'monthly' })).body.data.plan_code;
      expect((await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, plan: foreign } })).status).toBe(400);
      expect((await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, plan: 'not-a-plan' } })).status).toBe(400);
    });

    test('request_inline with plan (the pop-up\'s planCode) and no amount answers the plan line with interval and recurring', async () => {
      const { plan_code: plan } = (await createPlan(merchant, { name: 'Annual', amount: 2400000, interval: 'annually' })).body.data;
      const inline = await pay<InitData>('/checkout/request_inline', {
        key: merchant.publicKey,
        body: { key: merchant.publicKey, email: uniqueEmail('inline-plan'), plan, interval: 'biannually', checkout_token: checkoutToken() },
      });
      expect(inline.status).toBe(200);
      expect(inline.body.data).toMatchObject({ amount: 2400000, plan_details: { plan_code: plan, name: 'Annual', interval: 'biannually' }, custom_filters: { recurring: true } });
      const plain = await pay<InitData>('/checkout/request_inline', { key: merchant.publicKey, body: { key: merchant.publicKey, email: uniqueEmail('inline'), amount: 500000 } });
      expect(plain.body.data).toMatchObject({ plan_details: null, custom_filters: null });
    });
  });
});
