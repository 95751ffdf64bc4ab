import { testCards, type ChargeResult, type InitData } from '../../functions/src/pay/checkout/contract';
import { cardBody, checkoutToken, createTestMerchant, futureYear, initializeCheckout, pay, uniqueEmail } from './pay-helpers';

interface Customer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  risk_action: string;
}

interface CustomerDetail extends Customer {
  transactions: Array<{ reference: string; status: string }>;
  authorizations: Array<{ authorization_code: string; signature: string | null }>;
}

interface Authorization {
  authorization_code: string;
  signature: string | null;
  bank: string | null;
  country_code: string | null;
  account_name: string | null;
  last4: string;
}

interface Verified {
  reference: string;
  customer: Customer;
  authorization: Authorization;
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

describe('Pay customers', () => {
  let merchant: Merchant;
  let other: Merchant;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Customers test' });
    other = await createTestMerchant({ name: 'Other customers merchant' });
  });

  async function createCustomer(owner: Merchant, body: Record<string, unknown>) {
    return pay<Customer>('/customer', { key: owner.secretKey, body });
  }

  /** Pays a checkout of `owner` for `email` with the success card (optionally saved to the vault); answers the verified transaction. */
  async function paidBy(owner: Merchant, email: string, extra: Record<string, unknown> = {}): Promise<Verified> {
    const checkout = await initializeCheckout(owner.secretKey, { email });
    const charged = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success, extra) });
    expect(charged.body.data.status).toBe('success');
    return (await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: owner.secretKey })).body.data;
  }

  describe('create, fetch and update', () => {
    test('It should refuse a missing key or a public key with 401, and a missing or bad e-mail with 400 naming it', async () => {
      expect((await pay('/customer', { body: { email: uniqueEmail() } })).status).toBe(401);
      expect((await pay('/customer', { key: merchant.publicKey })).status).toBe(401);
      for (const body of [{}, { email: 'not-an-email' }, { email: uniqueEmail(), metadata: '[1,2]' }]) {
        const answer = await createCustomer(merchant, body);
        expect(answer.status).toBe(400);
        expect(answer.body.status).toBe(false);
        expect(answer.body.message).toMatch(/email|metadata/);
      }
    });

    test('It should create a customer with a numeric id and a CUS_ code, once per e-mail', async () => {
      const email = uniqueEmail('create');
      const created = await createCustomer(merchant, { email: email.toUpperCase(), first_name: 'Ada', phone: '+2348012345678', metadata: { tier: 'gold' } });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: true, message: 'Customer created' });
      expect(created.body.data).toMatchObject({ email, first_name: 'Ada', last_name: null, phone: '+2348012345678', metadata: { tier: 'gold' }, risk_action: 'default' });
      expect(created.body.data.id).toEqual(expect.any(Number));
      expect(created.body.data.customer_code).toMatch(/^CUS_[a-z0-9]{15}$/);

      const again = await createCustomer(merchant, { email, last_name: 'Obi' });
      expect(again.body.data).toMatchObject({ id: created.body.data.id, customer_code: created.body.data.customer_code, first_name: 'Ada', last_name: 'Obi' });
      const elsewhere = await createCustomer(other, { email });
      expect(elsewhere.body.data.customer_code).not.toBe(created.body.data.customer_code);
    });

    test('It should fetch by code or e-mail and update names, phone and metadata', async () => {
      const email = uniqueEmail('update');
      const { customer_code: code } = (await createCustomer(merchant, { email })).body.data;
      expect((await pay<Customer>(`/customer/${code}`, { key: merchant.secretKey })).body.data.email).toBe(email);
      expect((await pay<Customer>(`/customer/${encodeURIComponent(email)}`, { key: merchant.secretKey })).body.data.customer_code).toBe(code);

      const updated = await pay<Customer>(`/customer/${code}`, { method: 'PUT', key: merchant.secretKey, body: { first_name: 'Chidi', last_name: 'Eze', metadata: { vip: true } } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ customer_code: code, first_name: 'Chidi', last_name: 'Eze', metadata: { vip: true } });
      expect((await pay<Customer>(`/customer/${code}`, { key: merchant.secretKey })).body.data).toMatchObject({ first_name: 'Chidi', metadata: { vip: true } });
      const unknown = await pay(`/customer/CUS_doesnotexist0000`, { key: merchant.secretKey });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status: false, message: 'Customer not found' });
    });

    test('It should show another merchant\'s customer as not found, by code and by e-mail, for every route', async () => {
      const email = uniqueEmail('isolated');
      const { customer_code: code } = (await createCustomer(merchant, { email })).body.data;
      expect((await pay(`/customer/${code}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/customer/${encodeURIComponent(email)}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/customer/${code}`, { method: 'PUT', key: other.secretKey, body: { first_name: 'Mallory' } })).status).toBe(404);
      expect((await pay('/customer/set_risk_action', { key: other.secretKey, body: { customer: code, risk_action: 'deny' } })).status).toBe(404);
      expect((await pay<Customer>(`/customer/${code}`, { key: merchant.secretKey })).body.data).toMatchObject({ first_name: null, risk_action: 'default' });
    });
  });

  describe('list', () => {
    test('It should list a merchant\'s own customers newest first, paged with meta', async () => {
      const owner = await createTestMerchant({ name: 'Customer list test' });
      const emails = [uniqueEmail('list'), uniqueEmail('list'), uniqueEmail('list')];
      for (const email of emails) expect((await createCustomer(owner, { email })).status).toBe(200);

      const first = await pay<Customer[]>('/customer?perPage=2&page=1', { key: owner.secretKey });
      expect(first.body.message).toBe('Customers retrieved');
      expect(first.body.data.map((customer) => customer.email)).toEqual([emails[2], emails[1]]);
      expect(first.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
      const second = await pay<Customer[]>('/customer?perPage=2&page=2', { key: owner.secretKey });
      expect(second.body.data.map((customer) => customer.email)).toEqual([emails[0]]);
      expect(second.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });

      const future = await pay<Customer[]>(`/customer?from=${new Date(Date.now() + 86_400_000).toISOString()}`, { key: owner.secretKey });
      expect(future.body.data).toEqual([]);
      expect(future.body.meta?.total).toBe(0);
      expect((await pay('/customer?perPage=0', { key: owner.secretKey })).status).toBe(400);
      expect((await pay('/customer?from=yesterday', { key: owner.secretKey })).status).toBe(400);
    });

    test('It should refuse a from after to with a 400 that says so, on customers, transactions and refunds alike', async () => {
      // The longer route fuzz found the dashboard's customer list answering a 500 here: DynamoDB refuses a reversed range.
      const owner = await createTestMerchant({ name: 'Reversed range test' });
      for (const resource of ['/customer', '/transaction', '/refund']) {
        const answer = await pay(`${resource}?from=2026-02-01&to=2026-01-01`, { key: owner.secretKey });
        expect([resource, answer.status, answer.body.message]).toEqual([resource, 400, 'from must not be after to']);
        expect((await pay(`${resource}?from=2026-01-01&to=2026-01-01`, { key: owner.secretKey })).status).toBe(200);
      }
    });

    test('It should page every list by per_page as Paystack\'s libraries send it, and refuse a from or to that is not an ISO 8601 date', async () => {
      const owner = await createTestMerchant({ name: 'List query test' });
      for (const email of [uniqueEmail('paged'), uniqueEmail('paged')]) expect((await createCustomer(owner, { email })).status).toBe(200);
      const customers = await pay<Customer[]>('/customer?per_page=1', { key: owner.secretKey });
      expect([customers.body.data.length, customers.body.meta?.perPage, customers.body.meta?.pageCount]).toEqual([1, 1, 2]);

      for (const resource of ['/customer', '/transaction', '/refund', '/transferrecipient', '/transfer']) {
        const paged = await pay(`${resource}?per_page=3`, { key: owner.secretKey });
        expect([resource, paged.status, paged.body.meta?.perPage]).toEqual([resource, 200, 3]);
        // Each of these is some instant to Date.parse; none is a date a merchant meant.
        for (const date of ['garbage 2024', '1', '2026-02-30', 'Nov 5 2026']) {
          const answer = await pay(`${resource}?from=${encodeURIComponent(date)}`, { key: owner.secretKey });
          expect([resource, date, answer.status, answer.body.status]).toEqual([resource, date, 400, false]);
        }
        const dated = await pay(`${resource}?from=${encodeURIComponent('2026-01-01 10:00:00+01:00')}&to=2026-01-02`, { key: owner.secretKey });
        expect([resource, dated.status]).toEqual([resource, 200]);
      }
    });
  });

  describe('transactions', () => {
    test('It should give every new transaction its customer, in verify, fetch, list and the customer\'s own transactions', async () => {
      const email = uniqueEmail('buyer');
      const checkout = await initializeCheckout(merchant.secretKey, { email });
      const customer = (await pay<Customer>(`/customer/${encodeURIComponent(email)}`, { key: merchant.secretKey })).body.data;
      expect(customer.customer_code).toMatch(/^CUS_/);
      const verified = await pay<Verified & { id: number }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      expect(verified.body.data.customer).toMatchObject({ id: customer.id, customer_code: customer.customer_code, email, risk_action: 'default', metadata: null });
      const fetched = await pay<Verified>(`/transaction/${verified.body.data.id}`, { key: merchant.secretKey });
      expect(fetched.body.data.customer.customer_code).toBe(customer.customer_code);
      const listed = await pay<Verified[]>('/transaction?perPage=5', { key: merchant.secretKey });
      expect(listed.body.data.find((transaction) => transaction.reference === checkout.reference)?.customer.customer_code).toBe(customer.customer_code);

      await initializeCheckout(merchant.secretKey, { email });
      const detail = await pay<CustomerDetail>(`/customer/${customer.customer_code}`, { key: merchant.secretKey });
      expect(detail.body.data.transactions).toHaveLength(2);
      expect(detail.body.data.transactions.map((transaction) => transaction.reference)).toContain(checkout.reference);
      expect(detail.body.data.authorizations).toEqual([]);
    });

    test('It should refuse a denied customer\'s new transactions with a clear message, until the merchant resets them', async () => {
      const email = uniqueEmail('denied');
      const { customer_code: code } = (await createCustomer(merchant, { email })).body.data;
      expect((await pay('/customer/set_risk_action', { key: merchant.secretKey, body: { customer: code, risk_action: 'block' } })).status).toBe(400);
      const denied = await pay<Customer>('/customer/set_risk_action', { key: merchant.secretKey, body: { customer: code, risk_action: 'deny' } });
      expect(denied.status).toBe(200);
      expect(denied.body.data.risk_action).toBe('deny');

      const refused = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, amount: 5000 } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: false });
      expect(refused.body.message).toContain('blacklisted');
      const inline = await pay('/checkout/request_inline', { key: merchant.publicKey, body: { key: merchant.publicKey, email, amount: 5000, checkout_token: checkoutToken() } });
      expect(inline.status).toBe(400);
      // The same e-mail is another merchant's customer, whom this merchant's list does not touch.
      expect((await pay('/transaction/initialize', { key: other.secretKey, body: { email, amount: 5000 } })).status).toBe(200);

      await pay('/customer/set_risk_action', { key: merchant.secretKey, body: { customer: email, risk_action: 'default' } });
      expect((await pay('/transaction/initialize', { key: merchant.secretKey, body: { email, amount: 5000 } })).status).toBe(200);
    });
  });

  describe('authorizations', () => {
    test('It should give one card the same signature for all of a merchant\'s customers, and another for another card or merchant', async () => {
      const first = await paidBy(merchant, uniqueEmail('sig'));
      const second = await paidBy(merchant, uniqueEmail('sig'));
      const elsewhere = await paidBy(other, uniqueEmail('sig'));
      expect(first.authorization.signature).toMatch(/^SIG_/);
      expect(second.authorization.signature).toBe(first.authorization.signature);
      expect(second.customer.customer_code).not.toBe(first.customer.customer_code);
      expect(elsewhere.authorization.signature).not.toBe(first.authorization.signature);
      expect(first.authorization).toMatchObject({ bank: 'TEST BANK', country_code: 'NG', last4: '4081' });

      const checkout = await initializeCheckout(merchant.secretKey, { email: uniqueEmail('sig') });
      await pay('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success, { exp_year: String(Number(futureYear) + 1) }) });
      const otherCard = (await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data;
      expect(otherCard.authorization.signature).not.toBe(first.authorization.signature);
    });

    test('It should deactivate a saved card so that neither the vault nor charge_authorization take it again', async () => {
      const email = uniqueEmail('deactivate');
      const paid = await paidBy(merchant, email, { save_card: true });
      const code = paid.authorization.authorization_code;
      const detail = await pay<CustomerDetail>(`/customer/${paid.customer.customer_code}`, { key: merchant.secretKey });
      expect(detail.body.data.authorizations).toEqual([expect.objectContaining({ authorization_code: code, signature: paid.authorization.signature })]);
      const withVault = await initializeCheckout(other.secretKey, { email });
      expect((await pay<InitData>(`/transaction/verify_access_code/${withVault.accessCode}`)).body.data.canPayWithVault).toBe(true);

      expect((await pay('/customer/deactivate_authorization', { key: other.secretKey, body: { authorization_code: code } })).status).toBe(404);
      expect((await pay('/customer/deactivate_authorization', { key: merchant.secretKey, body: {} })).status).toBe(400);
      const deactivated = await pay('/customer/deactivate_authorization', { key: merchant.secretKey, body: { authorization_code: code } });
      expect(deactivated.status).toBe(200);
      expect(deactivated.body).toMatchObject({ status: true, message: 'Authorization has been deactivated' });

      const charge = await pay('/transaction/charge_authorization', { key: merchant.secretKey, body: { authorization_code: code, email, amount: 5000 } });
      expect(charge.status).toBe(400);
      expect(charge.body.message).toContain('deactivated');
      const checkout = await initializeCheckout(other.secretKey, { email });
      expect((await pay<InitData>(`/transaction/verify_access_code/${checkout.accessCode}`)).body.data.canPayWithVault).toBe(false);
      expect((await pay('/checkout/vault/request_code', { body: { access_code: checkout.accessCode } })).status).toBe(404);
      expect((await pay<CustomerDetail>(`/customer/${paid.customer.customer_code}`, { key: merchant.secretKey })).body.data.authorizations).toEqual([]);
    });
  });
});
