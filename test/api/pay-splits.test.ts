import { testCards, type ChargeResult, type InitData } from '../../functions/src/pay/checkout/contract';
import { until } from '../support/concurrency';
import { cardBody, checkoutToken, createTestMerchant, initializeCheckout, pay, uniqueEmail, webhookReceiver } from './pay-helpers';

interface Subaccount {
  id: number;
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  account_number: string;
  account_name: string | null;
  percentage_charge: number;
  settlement_schedule: string;
  active: boolean;
  metadata: Record<string, unknown> | null;
  primary_contact_email: string | null;
}

interface Split {
  id: number;
  split_code: string;
  name: string;
  type: string;
  active: boolean;
  bearer_type: string;
  bearer_subaccount: number | null;
  is_dynamic: boolean;
  subaccounts: Array<{ subaccount: Subaccount; share: number }>;
  total_subaccounts: number;
}

interface Share {
  party: string;
  amount: number;
  fees: number;
}

interface Verified {
  id: number;
  status: string;
  amount: number;
  fees: number;
  subaccount: Partial<Subaccount>;
  split: Partial<Split>;
  fees_split: null | { paystack: number; integration: number; subaccount: number; params: { bearer: string; transaction_charge: string; percentage_charge: string }; shares: Share[] };
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

/** The documented test accounts (functions/src/pay/bank/test-accounts.ts). */
const accounts = [
  { settlement_bank: '058', account_number: '0000000001', name: 'ADAEZE OKAFOR' },
  { settlement_bank: '044', account_number: '0000000002', name: 'TUNDE BAKARE' },
  { settlement_bank: '033', account_number: '0000000003', name: 'HAUWA MUSA' },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('Pay subaccounts and splits', () => {
  let merchant: Merchant;
  let other: Merchant;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Splits test' });
    other = await createTestMerchant({ name: 'Other splits merchant' });
  });

  async function createSubaccount(owner: Merchant, body: Record<string, unknown> = {}) {
    const account = accounts[0];
    return pay<Subaccount>('/subaccount', { key: owner.secretKey, body: { business_name: 'Vendor', ...account, percentage_charge: 20, ...body } });
  }

  async function subaccountCode(owner: Merchant, body: Record<string, unknown> = {}): Promise<string> {
    const created = await createSubaccount(owner, body);
    expect(created.status).toBe(200);
    return created.body.data.subaccount_code;
  }

  /** Pays `body`'s checkout by the success card on Pay's checkout page API and answers what verify shows. */
  async function paidAndVerified(owner: Merchant, body: Record<string, unknown>): Promise<Verified> {
    const checkout = await initializeCheckout(owner.secretKey, body);
    const charged = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
    expect(charged.body.data.status).toBe('success');
    const verified = await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: owner.secretKey });
    expect(verified.status).toBe(200);
    return verified.body.data;
  }

  function expectSharesAddUp(verified: Verified): Share[] {
    const split = verified.fees_split;
    if (!split) throw new Error('verify showed no fees_split');
    expect(sum(split.shares.map((share) => share.amount))).toBe(verified.amount);
    expect(sum(split.shares.map((share) => share.fees))).toBe(verified.fees);
    for (const share of split.shares) {
      expect(Number.isInteger(share.amount) && Number.isInteger(share.fees)).toBe(true);
      expect(share.fees).toBeLessThanOrEqual(share.amount);
    }
    expect(split.paystack + split.integration + split.subaccount).toBe(verified.amount);
    return split.shares;
  }

  describe('subaccounts', () => {
    test('POST /subaccount resolves the settlement account and answers an ACCT_ code, a numeric id and the bank name', async () => {
      const created = await createSubaccount(merchant, { description: 'Shoes', primary_contact_email: 'Vendor@Example.com', settlement_schedule: 'weekly', metadata: { tier: 1 } });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: true, message: 'Subaccount created' });
      expect(created.body.data).toMatchObject({
        business_name: 'Vendor',
        settlement_bank: expect.any(String),
        account_number: '0000000001',
        account_name: 'ADAEZE OKAFOR',
        percentage_charge: 20,
        settlement_schedule: 'WEEKLY',
        active: true,
        metadata: { tier: 1 },
        primary_contact_email: 'vendor@example.com',
      });
      expect(created.body.data.subaccount_code).toMatch(/^ACCT_[a-z0-9]{15}$/);
      expect(created.body.data.id).toEqual(expect.any(Number));
    });

    test('POST /subaccount refuses missing fields, a bad percentage_charge, an unknown bank or account with 400 naming the field', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ business_name: '' }, /business_name/],
        [{ percentage_charge: 101 }, /percentage_charge/],
        [{ percentage_charge: 'lots' }, /percentage_charge/],
        [{ settlement_bank: '999' }, /settlement_bank/],
        [{ account_number: '9999999999' }, /account_number/],
        [{ account_number: '12345' }, /account_number/],
        [{ settlement_schedule: 'yearly' }, /settlement_schedule/],
      ];
      for (const [body, message] of cases) {
        const answer = await createSubaccount(merchant, body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.message).toMatch(message);
      }
      expect((await pay('/subaccount', { key: merchant.publicKey, body: {} })).status).toBe(401);
    });

    test('GET and PUT /subaccount/{id_or_code} by code or id; another merchant gets 404', async () => {
      const created = (await createSubaccount(merchant)).body.data;
      expect((await pay<Subaccount>(`/subaccount/${created.id}`, { key: merchant.secretKey })).body.data.subaccount_code).toBe(created.subaccount_code);
      const updated = await pay<Subaccount>(`/subaccount/${created.subaccount_code}`, {
        method: 'PUT',
        key: merchant.secretKey,
        body: { business_name: 'Vendor Two', percentage_charge: '12.5', settlement_bank: '044', account_number: '0000000002', active: false },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ business_name: 'Vendor Two', percentage_charge: 12.5, account_name: 'TUNDE BAKARE', active: false });
      expect((await pay(`/subaccount/${created.subaccount_code}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/subaccount/${created.id}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay(`/subaccount/${created.subaccount_code}`, { method: 'PUT', key: other.secretKey, body: { business_name: 'Mallory' } })).status).toBe(404);
      expect((await pay<Subaccount>(`/subaccount/${created.subaccount_code}`, { key: merchant.secretKey })).body.data.business_name).toBe('Vendor Two');
    });

    test('GET /subaccount pages a merchant\'s own subaccounts newest first with perPage/page and meta', async () => {
      const owner = await createTestMerchant({ name: 'Subaccount list test' });
      const codes = [await subaccountCode(owner), await subaccountCode(owner), await subaccountCode(owner)];
      const first = await pay<Subaccount[]>('/subaccount?perPage=2&page=1', { key: owner.secretKey });
      expect(first.body.data.map((item) => item.subaccount_code)).toEqual([codes[2], codes[1]]);
      expect(first.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
      const second = await pay<Subaccount[]>('/subaccount?per_page=2&page=2', { key: owner.secretKey });
      expect(second.body.data.map((item) => item.subaccount_code)).toEqual([codes[0]]);
      expect(second.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
      expect((await pay('/subaccount?perPage=0', { key: owner.secretKey })).status).toBe(400);
      expect((await pay<Subaccount[]>('/subaccount', { key: other.secretKey })).body.data.map((item) => item.subaccount_code)).not.toContain(codes[0]);
    });
  });

  describe('splits', () => {
    test('POST /split makes a percentage split with its subaccounts and bearer; GET /split/{id} by id or code', async () => {
      const [a, b] = [await subaccountCode(merchant), await subaccountCode(merchant)];
      const created = await pay<Split>('/split', {
        key: merchant.secretKey,
        body: { name: 'Halves', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: a, share: 20 }, { subaccount: b, share: '30' }], bearer_type: 'subaccount', bearer_subaccount: b },
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: true, message: 'Split created' });
      expect(created.body.data).toMatchObject({ name: 'Halves', type: 'percentage', active: true, bearer_type: 'subaccount', is_dynamic: false, total_subaccounts: 2 });
      expect(created.body.data.split_code).toMatch(/^SPL_/);
      expect(created.body.data.subaccounts.map((entry) => [entry.subaccount.subaccount_code, entry.share])).toEqual([[a, 20], [b, 30]]);
      expect((await pay<Split>(`/split/${created.body.data.id}`, { key: merchant.secretKey })).body.data.split_code).toBe(created.body.data.split_code);
      expect((await pay<Split>(`/split/${created.body.data.split_code}`, { key: merchant.secretKey })).body.data.id).toBe(created.body.data.id);
    });

    test('POST /split refuses shares over 100%, decimals, a repeated or unknown subaccount and a bearer outside the split', async () => {
      const [a, b] = [await subaccountCode(merchant), await subaccountCode(merchant)];
      const foreign = await subaccountCode(other);
      const base = { name: 'Bad', type: 'percentage', currency: 'NGN' };
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ subaccounts: [{ subaccount: a, share: 60 }, { subaccount: b, share: 50 }] }, /at most 100/],
        [{ subaccounts: [{ subaccount: a, share: 10.5 }] }, /whole number/],
        [{ subaccounts: [{ subaccount: a, share: 10 }, { subaccount: a, share: 10 }] }, /more than once/],
        [{ subaccounts: [{ subaccount: foreign, share: 10 }] }, /not found/],
        [{ subaccounts: [{ subaccount: a, share: 10 }], bearer_type: 'subaccount', bearer_subaccount: b }, /bearer_subaccount/],
        [{ subaccounts: [{ subaccount: a, share: 10 }], bearer_type: 'subaccount' }, /bearer_subaccount/],
        [{ subaccounts: [] }, /subaccounts/],
        [{ subaccounts: [{ subaccount: a, share: 10 }], type: 'shares' }, /type/],
      ];
      for (const [body, message] of cases) {
        const answer = await pay('/split', { key: merchant.secretKey, body: { ...base, ...body } });
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.message).toMatch(message);
      }
    });

    test('PUT /split/{id} and /subaccount/add and /remove change it; another merchant gets 404 on every split route', async () => {
      const [a, b] = [await subaccountCode(merchant), await subaccountCode(merchant)];
      const split = (await pay<Split>('/split', { key: merchant.secretKey, body: { name: 'Flat', type: 'flat', currency: 'NGN', subaccounts: [{ subaccount: a, share: 5000 }] } })).body.data;
      const renamed = await pay<Split>(`/split/${split.id}`, { method: 'PUT', key: merchant.secretKey, body: { name: 'Flat two', bearer_type: 'all-proportional', active: 'false' } });
      expect(renamed.body.data).toMatchObject({ name: 'Flat two', bearer_type: 'all-proportional', active: false });
      const added = await pay<Split>(`/split/${split.id}/subaccount/add`, { key: merchant.secretKey, body: { subaccount: b, share: 3000 } });
      expect(added.body).toMatchObject({ status: true, message: 'Subaccount added' });
      expect(added.body.data.subaccounts.map((entry) => [entry.subaccount.subaccount_code, entry.share])).toEqual([[a, 5000], [b, 3000]]);
      const changed = await pay<Split>(`/split/${split.id}/subaccount/add`, { key: merchant.secretKey, body: { subaccount: b, share: 4000 } });
      expect(changed.body.data.subaccounts.find((entry) => entry.subaccount.subaccount_code === b)?.share).toBe(4000);
      const removed = await pay<Split>(`/split/${split.id}/subaccount/remove`, { key: merchant.secretKey, body: { subaccount: a } });
      expect(removed.body.data.subaccounts.map((entry) => entry.subaccount.subaccount_code)).toEqual([b]);
      expect((await pay(`/split/${split.id}/subaccount/remove`, { key: merchant.secretKey, body: { subaccount: a } })).status).toBe(400);

      for (const [path, method, body] of [
        [`/split/${split.id}`, 'GET', undefined],
        [`/split/${split.split_code}`, 'PUT', { name: 'Mallory' }],
        [`/split/${split.id}/subaccount/add`, 'POST', { subaccount: b, share: 1 }],
        [`/split/${split.id}/subaccount/remove`, 'POST', { subaccount: b }],
      ] as const) {
        expect((await pay(path, { method, key: other.secretKey, ...(body ? { body } : {}) })).status).toBe(404);
      }
      expect((await pay<Split>(`/split/${split.id}`, { key: merchant.secretKey })).body.data.name).toBe('Flat two');
    });

    test('GET /split filters by name and active, sorts by sort_by and pages with meta', async () => {
      const owner = await createTestMerchant({ name: 'Split list test' });
      const a = await subaccountCode(owner);
      for (const name of ['Beta', 'Alpha', 'Gamma']) {
        expect((await pay('/split', { key: owner.secretKey, body: { name, type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: a, share: 10 }] } })).status).toBe(200);
      }
      const byName = await pay<Split[]>('/split?sort_by=name&perPage=2', { key: owner.secretKey });
      expect(byName.body.data.map((split) => split.name)).toEqual(['Alpha', 'Beta']);
      expect(byName.body.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
      const newest = await pay<Split[]>('/split?perPage=2&page=2', { key: owner.secretKey });
      expect(newest.body.data.map((split) => split.name)).toEqual(['Beta']);
      expect((await pay<Split[]>('/split?name=amm', { key: owner.secretKey })).body.data.map((split) => split.name)).toEqual(['Gamma']);
      expect((await pay<Split[]>('/split?active=false', { key: owner.secretKey })).body.meta?.total).toBe(0);
      expect((await pay('/split?sort_by=share', { key: owner.secretKey })).status).toBe(400);
      expect((await pay<Split[]>('/split', { key: other.secretKey })).body.data.map((split) => split.name)).not.toContain('Gamma');
    });
  });

  describe('transactions', () => {
    test('initialize with subaccount records each party\'s share: the merchant keeps percentage_charge and bears the fees', async () => {
      const code = await subaccountCode(merchant, { percentage_charge: 20 });
      const verified = await paidAndVerified(merchant, { email: uniqueEmail('sub'), amount: 1_000_000, subaccount: code });
      expect(verified.subaccount).toMatchObject({ subaccount_code: code, percentage_charge: 20 });
      expect(verified.split).toEqual({});
      const shares = expectSharesAddUp(verified);
      expect(shares).toEqual([
        { party: 'main', amount: 200_000, fees: verified.fees },
        { party: code, amount: 800_000, fees: 0 },
      ]);
      expect(verified.fees_split?.params).toEqual({ bearer: 'account', transaction_charge: '', percentage_charge: '20' });
      expect(verified.fees_split?.integration).toBe(200_000 - verified.fees);
    });

    test('initialize with bearer subaccount and transaction_charge puts the fees on the subaccount and gives the merchant the flat charge', async () => {
      const code = await subaccountCode(merchant, { percentage_charge: 50 });
      const verified = await paidAndVerified(merchant, { email: uniqueEmail('sub'), amount: 500_000, subaccount: code, bearer: 'subaccount', transaction_charge: 10_000 });
      expect(expectSharesAddUp(verified)).toEqual([
        { party: 'main', amount: 10_000, fees: 0 },
        { party: code, amount: 490_000, fees: verified.fees },
      ]);
      expect(verified.fees_split?.params).toMatchObject({ bearer: 'subaccount', transaction_charge: '10000' });
    });

    test('initialize with split_code records each party\'s share, the hosted checkout paying by card, and verify, fetch and list show it', async () => {
      const [a, b] = [await subaccountCode(merchant), await subaccountCode(merchant)];
      const split = (await pay<Split>('/split', {
        key: merchant.secretKey,
        body: { name: 'Three ways', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: a, share: 20 }, { subaccount: b, share: 30 }], bearer_type: 'all-proportional' },
      })).body.data;
      const verified = await paidAndVerified(merchant, { email: uniqueEmail('split'), amount: 1_000_001, split_code: split.split_code });
      expect(verified.split).toMatchObject({ split_code: split.split_code, name: 'Three ways', total_subaccounts: 2 });
      expect(verified.subaccount).toEqual({});
      const shares = expectSharesAddUp(verified);
      expect(shares.map((share) => [share.party, share.amount])).toEqual([['main', 500_001], [a, 200_000], [b, 300_000]]);
      expect(shares.every((share) => share.fees > 0)).toBe(true);

      const fetched = await pay<Verified>(`/transaction/${verified.id}`, { key: merchant.secretKey });
      expect(fetched.body.data.fees_split?.shares).toEqual(shares);
      expect(fetched.body.data.split.split_code).toBe(split.split_code);
      const listed = await pay<Verified[]>('/transaction?perPage=5', { key: merchant.secretKey });
      expect(listed.body.data.find((transaction) => transaction.id === verified.id)?.fees_split?.shares).toEqual(shares);
    });

    test('initialize with split (a dynamic split object) shares the transaction by it', async () => {
      const a = await subaccountCode(merchant);
      const verified = await paidAndVerified(merchant, {
        email: uniqueEmail('dynamic'),
        amount: 20_000,
        split: { type: 'flat', bearer_type: 'account', subaccounts: [{ subaccount: a, share: 6_000 }] },
      });
      expect(verified.split).toMatchObject({ is_dynamic: true, type: 'flat' });
      expect(expectSharesAddUp(verified).map((share) => share.amount)).toEqual([14_000, 6_000]);
    });

    test('request_inline with subaccount, bearer and transaction_charge records the shares when the pop-up\'s checkout is paid', async () => {
      const code = await subaccountCode(merchant, { percentage_charge: 10 });
      const inline = await pay<InitData>('/checkout/request_inline', {
        key: merchant.publicKey,
        body: { key: merchant.publicKey, email: uniqueEmail('inline'), amount: 300_000, subaccount: code, bearer: 'subaccount', transaction_charge: '5000', checkout_token: checkoutToken() },
      });
      expect(inline.status).toBe(200);
      await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(inline.body.data.access_code, testCards.success) });
      const verified = (await pay<Verified>(`/transaction/verify/${inline.body.data.reference}`, { key: merchant.secretKey })).body.data;
      expect(expectSharesAddUp(verified)).toEqual([
        { party: 'main', amount: 5_000, fees: 0 },
        { party: code, amount: 295_000, fees: verified.fees },
      ]);
    });

    test('initialize refuses an unknown or inactive subaccount or split_code, and bearer or transaction_charge alone, with 400 naming it', async () => {
      const inactive = await subaccountCode(merchant);
      await pay(`/subaccount/${inactive}`, { method: 'PUT', key: merchant.secretKey, body: { active: false } });
      const active = await subaccountCode(merchant);
      const split = (await pay<Split>('/split', { key: merchant.secretKey, body: { name: 'Off', type: 'flat', currency: 'NGN', subaccounts: [{ subaccount: active, share: 90_000 }] } })).body.data;
      const foreign = await subaccountCode(other);
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ subaccount: 'ACCT_doesnotexist00000' }, /subaccount .*not found/],
        [{ subaccount: foreign }, /subaccount .*not found/],
        [{ subaccount: inactive }, /inactive/],
        [{ split_code: 'SPL_unknown000' }, /split_code/],
        [{ split_code: split.split_code, amount: 50_000 }, /at least 90000/],
        [{ subaccount: active, split_code: split.split_code }, /only one of/],
        [{ bearer: 'subaccount' }, /bearer/],
        [{ transaction_charge: 100 }, /transaction_charge/],
        [{ subaccount: active, transaction_charge: 10_000_000 }, /transaction_charge/],
        [{ split: { type: 'percentage', subaccounts: [{ subaccount: active, share: 101 }] } }, /at most 100/],
      ];
      for (const [body, message] of cases) {
        const answer = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('refused'), amount: 250_000, ...body } });
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.message).toMatch(message);
      }
      await pay(`/split/${split.id}`, { method: 'PUT', key: merchant.secretKey, body: { active: false } });
      const off = await pay('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('refused'), amount: 250_000, split_code: split.split_code } });
      expect(off.status).toBe(400);
      expect(off.body.message).toMatch(/inactive/);
    });

    test('charge_authorization with subaccount records the shares, and the charge.success webhook shows subaccount and fees_split', async () => {
      const receiver = await webhookReceiver();
      try {
        const owner = await createTestMerchant({ name: 'Split webhook test', webhookUrl: receiver.url });
        const code = await subaccountCode(owner, { percentage_charge: 25 });
        const email = uniqueEmail('hook');
        const first = await paidAndVerified(owner, { email, amount: 400_000, subaccount: code });
        const authorization = (await pay<{ authorization: { authorization_code: string } }>(`/transaction/${first.id}`, { key: owner.secretKey })).body.data.authorization;
        const charged = await pay<Verified>('/transaction/charge_authorization', {
          key: owner.secretKey,
          body: { authorization_code: authorization.authorization_code, email, amount: 800_000, subaccount: code, bearer: 'subaccount' },
        });
        expect(charged.status).toBe(200);
        expect(charged.body.data.subaccount).toMatchObject({ subaccount_code: code });
        expect(expectSharesAddUp(charged.body.data)).toEqual([
          { party: 'main', amount: 200_000, fees: 0 },
          { party: code, amount: 600_000, fees: charged.body.data.fees },
        ]);
        const delivered = await until(
          'the charge.success webhooks',
          () => {
            const events = receiver.received.map((request) => JSON.parse(request.body) as { event: string; data: Verified });
            return events.filter((event) => event.event === 'charge.success').length >= 2 ? events : undefined;
          },
          30_000,
        );
        const hook = delivered.find((event) => event.data.id === charged.body.data.id);
        expect(hook?.data.subaccount).toMatchObject({ subaccount_code: code, percentage_charge: 25 });
        expect(hook?.data.fees_split).toEqual(charged.body.data.fees_split);
      } finally {
        await receiver.close();
      }
    });

    test('a transaction without subaccount or split shows empty subaccount and split and a null fees_split', async () => {
      const verified = await paidAndVerified(merchant, { email: uniqueEmail('plain') });
      expect(verified).toMatchObject({ subaccount: {}, split: {}, fees_split: null });
    });

    test('cancel answers the same subaccount and split objects as verify (one serializer)', async () => {
      const code = await subaccountCode(merchant);
      const checkout = await initializeCheckout(merchant.secretKey, { email: uniqueEmail('cancel'), subaccount: code });
      const cancelled = await pay<Verified & { status: string }>(`/transaction/cancel/${checkout.reference}`, { key: merchant.secretKey, method: 'POST' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('abandoned');
      expect(cancelled.body.data.subaccount).toMatchObject({ subaccount_code: code, business_name: 'Vendor' });
      expect(cancelled.body.data.split).toEqual({});
      const verified = await pay<Verified>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
      const { subaccount, split, fees_split } = verified.body.data;
      expect({ subaccount: cancelled.body.data.subaccount, split: cancelled.body.data.split, fees_split: cancelled.body.data.fees_split }).toEqual({ subaccount, split, fees_split });
      const again = await pay<Verified>(`/transaction/cancel/${checkout.reference}`, { key: merchant.secretKey, method: 'POST' });
      expect(again.body.data.subaccount).toEqual(subaccount);
    });
  });
});
