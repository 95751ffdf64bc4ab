import { waitForMail } from '../support/mail';
import { dashboardCall as dashboard } from '../support/pay-dashboard-call';
import { staffSession, type StaffSession } from '../support/pay-staff';
import { createTestMerchant, paidTransaction, pay, uniqueEmail } from './pay-helpers';

interface Subscription {
  id: number;
  subscription_code: string;
  status: string;
  next_payment_date: string | null;
  customer: { id: number; email: string; customer_code: string };
  plan: { id: number; plan_code: string };
  authorization: { authorization_code?: string; last4?: string };
  invoices?: unknown[];
}

interface Subaccount {
  id: number;
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  bank_code: string;
  account_number: string;
  account_name: string | null;
  percentage_charge: number;
  description: string | null;
  primary_contact_email: string | null;
  active: boolean;
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

describe("Pay's dashboard: subscriptions and subaccounts", () => {
  let x: Merchant;
  let owner: StaffSession;
  let developer: StaffSession;
  let support: StaffSession;
  let outsider: StaffSession;
  let planA: { id: number; plan_code: string };
  let first: { email: string };
  let second: { email: string };

  async function newPlan(name: string): Promise<{ id: number; plan_code: string }> {
    const created = await pay<{ id: number; plan_code: string }>('/plan', { key: x.secretKey, body: { name, amount: 300000, interval: 'monthly' } });
    expect(created.status).toBe(200);
    return created.body.data;
  }

  /** A customer paying a checkout for the plan by card: the subscription it starts. */
  async function subscribe(plan: { plan_code: string }): Promise<{ email: string }> {
    const email = uniqueEmail('dash-sub');
    await paidTransaction(x.secretKey, { email, plan: plan.plan_code });
    return { email };
  }

  beforeAll(async () => {
    let y: Merchant;
    [x, y] = await Promise.all([createTestMerchant({ name: 'Dashboard subscriptions X' }), createTestMerchant({ name: 'Dashboard subscriptions Y' })]);
    [owner, developer, support, outsider] = await Promise.all([
      staffSession(x.merchant.merchantId, 'owner'),
      staffSession(x.merchant.merchantId, 'developer'),
      staffSession(x.merchant.merchantId, 'support'),
      staffSession(y.merchant.merchantId, 'owner'),
    ]);
    const planB = await newPlan('Dashboard plan B');
    planA = await newPlan('Dashboard plan A');
    first = await subscribe(planA);
    second = await subscribe(planB);
  });

  describe('subscriptions', () => {
    test('It should list the merchant\'s subscriptions newest first, by plan and by customer, a page at a time, with the API\'s messages', async () => {
      const all = await dashboard<Subscription[]>('/subscriptions?perPage=1', support);
      expect(all.status).toBe(200);
      expect(all.body.data.map((subscription) => subscription.customer.email)).toEqual([second.email]);
      expect(all.body.meta).toMatchObject({ total: 2, perPage: 1, page: 1, pageCount: 2 });
      const next = await dashboard<Subscription[]>('/subscriptions?perPage=1&page=2', support);
      expect(next.body.data.map((subscription) => subscription.customer.email)).toEqual([first.email]);

      const byPlan = await dashboard<Subscription[]>(`/subscriptions?plan=${planA.id}`, developer);
      expect(byPlan.body.data.map((subscription) => [subscription.customer.email, subscription.plan.plan_code, subscription.status])).toEqual([[first.email, planA.plan_code, 'active']]);
      const customerId = byPlan.body.data[0]?.customer.id;
      const byCustomer = await dashboard<Subscription[]>(`/subscriptions?customer=${customerId}`, owner);
      expect(byCustomer.body.data.map((subscription) => subscription.customer.email)).toEqual([first.email]);

      expect((await dashboard<Subscription[]>('/subscriptions', outsider)).body.data).toEqual([]);

      const refused = await dashboard('/subscriptions?customer=someone', owner);
      const apiRefused = await pay('/subscription?customer=someone', { key: x.secretKey });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(apiRefused.body.message);
      expect(refused.body.message).toMatch(/customer must be an id/);
    });

    test('It should show one subscription with its customer, plan, card, next payment date and invoices, and hide it from another merchant', async () => {
      const [listed] = (await dashboard<Subscription[]>(`/subscriptions?plan=${planA.id}`, support)).body.data;
      if (!listed) throw new Error('No subscription listed');
      const shown = await dashboard<Subscription>(`/subscriptions/${listed.subscription_code}`, support);
      expect(shown.status).toBe(200);
      const api = await pay<Subscription>(`/subscription/${listed.subscription_code}`, { key: x.secretKey });
      expect(shown.body.data).toEqual(api.body.data);
      expect(shown.body.data).toMatchObject({ customer: { email: first.email }, plan: { plan_code: planA.plan_code }, authorization: { last4: expect.any(String) } });
      expect(Date.parse(shown.body.data.next_payment_date ?? '')).toBeGreaterThan(Date.now());
      // No renewal has been charged yet: the fetch's invoices are there, and empty.
      expect(shown.body.data.invoices).toEqual([]);
      expect((await dashboard(`/subscriptions/${listed.id}`, owner)).body.data).toMatchObject({ subscription_code: listed.subscription_code });

      const hidden = await dashboard(`/subscriptions/${listed.subscription_code}`, outsider);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Subscription not found');
    });

    test('It should let an owner or developer cancel and enable a subscription without its e-mail token, and refuse support and another merchant', async () => {
      const [listed] = (await dashboard<Subscription[]>(`/subscriptions?plan=${planA.id}`, owner)).body.data;
      if (!listed) throw new Error('No subscription listed');
      const code = listed.subscription_code;
      const status = async () => (await dashboard<Subscription>(`/subscriptions/${code}`, owner)).body.data.status;

      const bySupport = await dashboard(`/subscriptions/${code}/disable`, support, { method: 'POST' });
      expect(bySupport.status).toBe(403);
      expect(bySupport.body.code).toBe('forbidden');
      expect((await dashboard(`/subscriptions/${code}/disable`, outsider, { method: 'POST' })).status).toBe(404);
      expect(await status()).toBe('active');

      const disabled = await dashboard(`/subscriptions/${code}/disable`, developer, { method: 'POST' });
      expect(disabled.body).toMatchObject({ status: true, message: 'Subscription disabled successfully' });
      expect(await status()).toBe('cancelled');
      const again = await dashboard(`/subscriptions/${code}/disable`, owner, { method: 'POST' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Subscription with code not found or already inactive');

      const enabled = await dashboard(`/subscriptions/${code}/enable`, owner, { method: 'POST' });
      expect(enabled.body).toMatchObject({ status: true, message: 'Subscription enabled successfully' });
      expect(await status()).toBe('active');
      expect((await dashboard(`/subscriptions/${code}/enable`, support, { method: 'POST' })).status).toBe(403);
    });

    test('It should e-mail the customer the link to manage their subscription', async () => {
      const [listed] = (await dashboard<Subscription[]>(`/subscriptions?plan=${planA.id}`, owner)).body.data;
      if (!listed) throw new Error('No subscription listed');
      const code = listed.subscription_code;
      expect((await dashboard(`/subscriptions/${code}/manage/email`, support, { method: 'POST' })).status).toBe(403);
      expect((await dashboard(`/subscriptions/${code}/manage/email`, outsider, { method: 'POST' })).status).toBe(404);
      const sent = await dashboard(`/subscriptions/${code}/manage/email`, developer, { method: 'POST' });
      expect(sent.body).toMatchObject({ status: true, message: 'Email successfully sent' });
      const mail = await waitForMail(first.email, (candidate) => candidate.subject.includes('Manage your'));
      expect(mail.text).toContain(`/subscription/manage/${code}?token=`);
    });
  });

  describe('subaccounts', () => {
    const vendor = { business_name: 'Ade Tailoring', settlement_bank: '058', account_number: '0000000001', percentage_charge: 20, description: 'Our tailor', primary_contact_email: 'ade@example.com' };

    test('It should let an owner or developer create a subaccount settled to a bank from the bank list, and refuse support', async () => {
      const banks = await dashboard<{ code: string; name: string }[]>('/banks', support);
      expect(banks.status).toBe(200);
      const bank = banks.body.data.find((candidate) => candidate.code === vendor.settlement_bank);
      expect(bank).toBeDefined();

      const created = await dashboard<Subaccount>('/subaccounts', developer, { body: vendor });
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Subaccount created');
      expect(created.body.data).toMatchObject({ business_name: 'Ade Tailoring', bank_code: '058', settlement_bank: bank?.name, account_number: '0000000001', percentage_charge: 20, active: true });
      expect(created.body.data.account_name).toEqual(expect.any(String));

      const bySupport = await dashboard('/subaccounts', support, { body: vendor });
      expect(bySupport.status).toBe(403);
    });

    test('It should refuse a subaccount with the API\'s own messages, naming the field', async () => {
      const bad = { ...vendor, account_number: '12345', percentage_charge: 120 };
      const refused = await dashboard('/subaccounts', owner, { body: bad });
      const apiRefused = await pay('/subaccount', { key: x.secretKey, body: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(apiRefused.body.message);
      expect(refused.body.errors).toEqual((apiRefused.body as { errors?: unknown }).errors);
      expect(refused.body.errors?.map((problem) => problem.path)).toEqual(['account_number', 'percentage_charge']);

      const unknownBank = await dashboard('/subaccounts', owner, { body: { ...vendor, settlement_bank: '999' } });
      expect(unknownBank.status).toBe(400);
      expect(unknownBank.body.errors?.[0]?.path).toBe('settlement_bank');
    });

    test('It should list, show and update the merchant\'s subaccounts, and keep them from another merchant', async () => {
      const second = await dashboard<Subaccount>('/subaccounts', owner, { body: { ...vendor, business_name: 'Bola Fabrics' } });
      const code = second.body.data.subaccount_code;

      const page = await dashboard<Subaccount[]>('/subaccounts?perPage=1', support);
      expect(page.status).toBe(200);
      expect(page.body.data.map((subaccount) => subaccount.business_name)).toEqual(['Bola Fabrics']);
      expect(page.body.meta).toMatchObject({ perPage: 1, page: 1 });
      expect(page.body.meta?.total).toBeGreaterThanOrEqual(2);

      const shown = await dashboard<Subaccount>(`/subaccounts/${code}`, support);
      expect(shown.body.data).toEqual((await pay<Subaccount>(`/subaccount/${code}`, { key: x.secretKey })).body.data);

      const updated = await dashboard<Subaccount>(`/subaccounts/${code}`, developer, { method: 'PUT', body: { percentage_charge: 35.5, description: 'Fabrics', active: false } });
      expect(updated.body.message).toBe('Subaccount updated');
      expect(updated.body.data).toMatchObject({ percentage_charge: 35.5, description: 'Fabrics', active: false, business_name: 'Bola Fabrics' });
      expect((await dashboard<Subaccount>(`/subaccounts/${second.body.data.id}`, owner)).body.data.active).toBe(false);

      const invalid = await dashboard(`/subaccounts/${code}`, owner, { method: 'PUT', body: { account_number: 'abc' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('account_number must be the 10-digit NUBAN');
      expect((await dashboard(`/subaccounts/${code}`, support, { method: 'PUT', body: { description: 'Support' } })).status).toBe(403);

      expect((await dashboard(`/subaccounts/${code}`, outsider)).status).toBe(404);
      const intruding = await dashboard(`/subaccounts/${code}`, outsider, { method: 'PUT', body: { description: 'Intruder' } });
      expect(intruding.status).toBe(404);
      expect((await dashboard<Subaccount[]>('/subaccounts', outsider)).body.data).toEqual([]);
      expect((await dashboard<Subaccount>(`/subaccounts/${code}`, owner)).body.data.description).toBe('Fabrics');
    });
  });
});
