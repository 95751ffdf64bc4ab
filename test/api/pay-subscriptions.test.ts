import { testCards, type ChargeResult, type InitData } from '../../functions/src/pay/checkout/contract';
import { waitForMail } from '../support/mail';
import { payUrl } from '../support/stack';
import { cardBody, checkoutToken, createTestMerchant, initializeCheckout, pay, renewalInternals, uniqueEmail, webhookEvents, webhookReceiver } from './pay-helpers';

interface Subscription {
  id: number;
  subscription_code: string;
  email_token: string;
  status: string;
  amount: number;
  quantity: number;
  invoice_limit: number;
  payments_count: number;
  next_payment_date: string | null;
  open_invoice: string | null;
  customer: { email: string; customer_code: string };
  plan: { plan_code: string; interval: string };
  authorization: { authorization_code?: string };
  invoices?: Array<{ invoice_code: string; status: string; paid: boolean; amount: number; transaction: { reference?: string } }>;
}

interface Verified {
  reference: string;
  status: string;
  amount: number;
  plan: string | null;
  plan_object: { plan_code?: string; interval?: string };
  customer: { id: number; customer_code: string };
  authorization: { authorization_code: string };
  metadata: Record<string, unknown> | null;
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

const monthMs = 28 * 86_400_000;

describe('Pay subscriptions', () => {
  let merchant: Merchant;
  let other: Merchant;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    merchant = await createTestMerchant({ name: 'Subscriptions test', webhookUrl: receiver.url });
    other = await createTestMerchant({ name: 'Other subscriptions merchant' });
  });

  afterAll(async () => {
    await receiver.close();
  });

  async function newPlan(body: Record<string, unknown> = {}): Promise<{ plan_code: string; id: number }> {
    const created = await pay<{ plan_code: string; id: number }>('/plan', { key: merchant.secretKey, body: { name: 'Monthly', amount: 500000, interval: 'monthly', ...body } });
    expect(created.status).toBe(200);
    return created.body.data;
  }

  /** Pays a checkout with the success card; answers the verified transaction. */
  async function payCheckout(accessCode: string, reference: string): Promise<Verified> {
    const charged = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(accessCode, testCards.success) });
    expect(charged.body.data.status).toBe('success');
    return (await pay<Verified>(`/transaction/verify/${reference}`, { key: merchant.secretKey })).body.data;
  }

  async function subscriptionsOfPlan(planId: number): Promise<Subscription[]> {
    return (await pay<Subscription[]>(`/subscription?plan=${planId}`, { key: merchant.secretKey })).body.data;
  }

  async function fetchSubscription(code: string): Promise<Subscription> {
    return (await pay<Subscription>(`/subscription/${code}`, { key: merchant.secretKey })).body.data;
  }

  /** The names of the outbox events written for this merchant that mention `text`, sorted. */
  async function eventsAbout(text: string): Promise<string[]> {
    const WebhookEvent = await webhookEvents();
    const { data } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go({ pages: 'all' });
    return data.filter((event) => event.payload.includes(text)).map((event) => event.event).sort();
  }

  /** initialize with `plan` → the hosted page's card payment: the subscription it started. */
  async function subscribedByCheckout(body: Record<string, unknown>): Promise<{ subscription: Subscription; verified: Verified; plan: { plan_code: string; id: number } }> {
    const plan = await newPlan(body.planBody as Record<string, unknown> | undefined);
    const { planBody: _planBody, ...rest } = body;
    const init = await pay<{ access_code: string; reference: string }>('/transaction/initialize', { key: merchant.secretKey, body: { email: uniqueEmail('sub'), plan: plan.plan_code, ...rest } });
    expect(init.status).toBe(200);
    const verified = await payCheckout(init.body.data.access_code, init.body.data.reference);
    const [subscription] = await subscriptionsOfPlan(plan.id);
    if (!subscription) throw new Error('No subscription started');
    return { subscription, verified, plan };
  }

  describe('initialize and request_inline with plan', () => {
    test('initialize with plan starts a subscription: verify shows plan and plan_object, subscription.create is sent', async () => {
      const started = Date.now();
      const { subscription, verified, plan } = await subscribedByCheckout({});
      expect(verified).toMatchObject({ status: 'success', amount: 500000, plan: plan.plan_code, plan_object: { plan_code: plan.plan_code, interval: 'monthly' } });
      expect(subscription).toMatchObject({
        status: 'active',
        amount: 500000,
        quantity: 1,
        payments_count: 1,
        customer: { customer_code: verified.customer.customer_code },
        plan: { plan_code: plan.plan_code },
        authorization: { authorization_code: verified.authorization.authorization_code },
      });
      expect(subscription.subscription_code).toMatch(/^SUB_[a-z0-9]{15}$/);
      const next = Date.parse(subscription.next_payment_date ?? '');
      expect(next).toBeGreaterThan(started + 27 * 86_400_000);
      expect(next).toBeLessThan(Date.now() + 32 * 86_400_000);
      expect(await eventsAbout(subscription.subscription_code)).toEqual(['subscription.create']);
      expect(await eventsAbout(verified.reference)).toEqual(['charge.success']);
      expect((await pay<Subscription>(`/subscription/${subscription.id}`, { key: merchant.secretKey })).body.data.subscription_code).toBe(subscription.subscription_code);
    });

    test('request_inline with plan (planCode), quantity, invoice_limit and start_date starts a subscription on those terms', async () => {
      const plan = await newPlan({ amount: 200000, interval: 'weekly' });
      const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString();
      const inline = await pay<InitData>('/checkout/request_inline', {
        key: merchant.publicKey,
        body: { key: merchant.publicKey, email: uniqueEmail('inline-sub'), plan: plan.plan_code, quantity: 2, invoice_limit: 4, start_date: startDate, checkout_token: checkoutToken() },
      });
      expect(inline.status).toBe(200);
      expect(inline.body.data).toMatchObject({ amount: 400000, plan_details: { interval: 'weekly', quantity: 2 }, custom_filters: { recurring: true } });
      const verified = await payCheckout(inline.body.data.access_code, inline.body.data.reference);
      expect(verified.amount).toBe(400000);
      const [subscription] = await subscriptionsOfPlan(plan.id);
      expect(subscription).toMatchObject({ amount: 400000, quantity: 2, invoice_limit: 4, payments_count: 1, next_payment_date: startDate, plan: { interval: 'weekly' } });
    });

    test('interval given at initialize with plan sets the subscription\'s interval', async () => {
      const { subscription } = await subscribedByCheckout({ interval: 'daily' });
      expect(subscription.plan.interval).toBe('daily');
      expect(Date.parse(subscription.next_payment_date ?? '')).toBeLessThan(Date.now() + 2 * 86_400_000);
    });
  });

  describe('renewals (time made to pass)', () => {
    test('a due renewal raises an invoice, charges the saved card once per invoice, and invoice_limit completes the subscription', async () => {
      const { renewSubscription, Invoice } = await renewalInternals();
      const { subscription } = await subscribedByCheckout({ invoice_limit: 2 });
      const code = subscription.subscription_code;
      const due = new Date(Date.parse(subscription.next_payment_date ?? '') + 1000);
      expect(await renewSubscription(code, new Date(due.getTime() - 60_000))).toBe('skipped');
      expect(await renewSubscription(code, due)).toBe('charged');
      // The same sweep again (a retry, an overlap): nothing is due, nothing is charged twice.
      expect(await renewSubscription(code, due)).toBe('skipped');

      const { data: invoices } = await Invoice.query.bySubscription({ subscriptionCode: code }).go();
      expect(invoices).toHaveLength(1);
      const invoice = invoices[0];
      expect(invoice).toMatchObject({ status: 'success', amount: 500000, attempts: 1, period: 2, reference: `${invoice?.invoiceCode}-1` });
      const charge = await pay<Verified>(`/transaction/verify/${invoice?.reference}`, { key: merchant.secretKey });
      expect(charge.body.data).toMatchObject({ status: 'success', amount: 500000, plan: subscription.plan.plan_code });

      const renewed = await fetchSubscription(code);
      expect(renewed).toMatchObject({ status: 'non-renewing', payments_count: 2 });
      expect(renewed.invoices?.[0]).toMatchObject({ invoice_code: invoice?.invoiceCode, status: 'success', paid: true });
      expect(Date.parse(renewed.next_payment_date ?? '')).toBeGreaterThan(due.getTime() + 27 * 86_400_000);
      // The renewal's own charge.success names the subscription in its metadata.
      expect(await eventsAbout(code)).toEqual(['charge.success', 'invoice.create', 'invoice.update', 'subscription.create', 'subscription.not_renew']);

      const end = new Date(Date.parse(renewed.next_payment_date ?? '') + 1000);
      expect(await renewSubscription(code, end)).toBe('completed');
      expect(await fetchSubscription(code)).toMatchObject({ status: 'completed', next_payment_date: null });
      expect(await renewSubscription(code, new Date(end.getTime() + 2 * monthMs))).toBe('skipped');
      expect(await eventsAbout(code)).toContain('subscription.disable');
    });

    test('a sweep that died between the charge and its write is redone without a second charge (the idempotency key is the invoice\'s)', async () => {
      const { renewSubscription, renewalChargeKey, invoiceCodeOf, testProcessor, testAuthorizationChargesFor, testAuthorizationChargeCount, Subscription } = await renewalInternals();
      const { subscription } = await subscribedByCheckout({});
      const code = subscription.subscription_code;
      const { data: stored } = await Subscription.get({ subscriptionCode: code }).go({ consistent: true });
      if (!stored) throw new Error('subscription not stored');
      // The dead sweep: it opened period 2's invoice and the processor charged attempt 1, then it died before
      // settle wrote anything. The processor holds that charge under the key the sweep gave it.
      const key = renewalChargeKey({ invoiceCode: invoiceCodeOf(code, stored.period + 1) }, 1);
      const before = testAuthorizationChargeCount();
      expect((await testProcessor.chargeAuthorization(stored.authorizationCode, stored.amount, key)).kind).toBe('success');
      expect(testAuthorizationChargesFor(key)).toBe(1);

      const due = new Date(Date.parse(subscription.next_payment_date ?? '') + 1000);
      expect(await renewSubscription(code, due)).toBe('charged');
      // The redo asked with the same key and got the first charge's answer: one charge in all.
      expect(testAuthorizationChargesFor(key)).toBe(1);
      expect(testAuthorizationChargeCount() - before).toBe(1);
      expect(await fetchSubscription(code)).toMatchObject({ payments_count: 2 });
    });

    test('a failed renewal sends invoice.payment_failed, is retried a day later, and the retry charges the same invoice', async () => {
      const { renewSubscription, Invoice, retryDelayMs } = await renewalInternals();
      // The test bank declines a saved-card charge with 14 kobo: the first renewal fails.
      const { subscription, plan } = await subscribedByCheckout({ planBody: { amount: 500014 } });
      const code = subscription.subscription_code;
      const due = new Date(Date.parse(subscription.next_payment_date ?? '') + 1000);
      expect(await renewSubscription(code, due)).toBe('failed');
      const failing = await fetchSubscription(code);
      expect(failing).toMatchObject({ status: 'attention', payments_count: 1 });
      const [invoice] = (await Invoice.query.bySubscription({ subscriptionCode: code }).go()).data;
      expect(invoice).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failing.open_invoice).toBe(invoice?.invoiceCode);
      expect((await pay<Verified>(`/transaction/verify/${invoice?.invoiceCode}-1`, { key: merchant.secretKey })).body.data.status).toBe('failed');
      expect(await renewSubscription(code, new Date(due.getTime() + 60_000))).toBe('skipped');

      // The merchant moves its subscribers to an amount the card can pay; the retry a day later takes it.
      const updated = await pay(`/plan/${plan.plan_code}`, { method: 'PUT', key: merchant.secretKey, body: { amount: 500000 } });
      expect(updated.body.message).toBe('Plan updated. 1 subscription(s) affected');
      expect(await renewSubscription(code, new Date(due.getTime() + retryDelayMs + 1000))).toBe('charged');
      const [retried] = (await Invoice.query.bySubscription({ subscriptionCode: code }).go()).data;
      expect(retried).toMatchObject({ invoiceCode: invoice?.invoiceCode, status: 'success', attempts: 2, amount: 500000, reference: `${invoice?.invoiceCode}-2` });
      const recovered = await fetchSubscription(code);
      expect(recovered).toMatchObject({ status: 'active', payments_count: 2, open_invoice: null });
      expect(Date.parse(recovered.next_payment_date ?? '')).toBeGreaterThan(due.getTime() + 27 * 86_400_000);
      expect((await eventsAbout(code)).filter((event) => event.startsWith('invoice.'))).toEqual(['invoice.create', 'invoice.payment_failed', 'invoice.update']);
    });

    test('the sweep finds due subscriptions through its index and gives an invoice up after three failed attempts', async () => {
      const { processDueRenewals, renewSubscription, Invoice, retryDelayMs } = await renewalInternals();
      const { subscription } = await subscribedByCheckout({ planBody: { amount: 700014 } });
      const code = subscription.subscription_code;
      const due = Date.parse(subscription.next_payment_date ?? '') + 1000;
      const swept = await processDueRenewals(new Date(due));
      expect(swept.failed).toBeGreaterThanOrEqual(1);
      expect(await renewSubscription(code, new Date(due + retryDelayMs + 1000))).toBe('failed');
      expect(await renewSubscription(code, new Date(due + 2 * retryDelayMs + 2000))).toBe('failed');
      const [invoice] = (await Invoice.query.bySubscription({ subscriptionCode: code }).go()).data;
      expect(invoice).toMatchObject({ status: 'failed', attempts: 3 });
      const after = await fetchSubscription(code);
      expect(after).toMatchObject({ status: 'attention', payments_count: 1, open_invoice: null });
      expect(Date.parse(after.next_payment_date ?? '')).toBeGreaterThan(due + 27 * 86_400_000);
    });
  });

  describe('create, enable and disable', () => {
    test('POST /subscription subscribes a customer with a card, refuses a second one, a customer without a card and bad fields', async () => {
      const plan = await newPlan();
      const email = uniqueEmail('api-sub');
      const noCard = await pay('/customer', { key: merchant.secretKey, body: { email } });
      expect(noCard.status).toBe(200);
      const refused = await pay('/subscription', { key: merchant.secretKey, body: { customer: email, plan: plan.plan_code } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/no authorization/);
      for (const body of [{ plan: plan.plan_code }, { customer: email }, { customer: email, plan: 'gold' }, { customer: email, plan: plan.plan_code, start_date: 'soon' }]) {
        expect((await pay('/subscription', { key: merchant.secretKey, body })).status).toBe(400);
      }
      expect((await pay('/subscription', { key: merchant.secretKey, body: { customer: email, plan: 'PLN_doesnotexist000' } })).status).toBe(404);

      const init = await pay<{ access_code: string; reference: string }>('/transaction/initialize', { key: merchant.secretKey, body: { email, amount: 10000 } });
      const paid = await payCheckout(init.body.data.access_code, init.body.data.reference);
      const start = new Date(Date.now() + 86_400_000).toISOString();
      const created = await pay<Subscription & { customer: number; plan: number }>('/subscription', { key: merchant.secretKey, body: { customer: paid.customer.customer_code, plan: plan.plan_code, start_date: start } });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: true, message: 'Subscription successfully created' });
      expect(created.body.data).toMatchObject({ status: 'active', customer: paid.customer.id, plan: plan.id, next_payment_date: start, payments_count: 0 });
      const again = await pay('/subscription', { key: merchant.secretKey, body: { customer: email, plan: plan.plan_code } });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This subscription is already in place.');

      const byCustomer = await pay<Subscription[]>(`/subscription?customer=${paid.customer.id}&perPage=1`, { key: merchant.secretKey });
      expect(byCustomer.body.message).toBe('Subscriptions retrieved');
      expect(byCustomer.body.data.map((subscription) => subscription.subscription_code)).toEqual([created.body.data.subscription_code]);
      expect(byCustomer.body.meta).toEqual({ total: 1, skipped: 0, perPage: 1, page: 1, pageCount: 1 });
      expect((await pay('/subscription?perPage=0', { key: merchant.secretKey })).status).toBe(400);
    });

    test('disable with the email token stops renewals with subscription.disable; enable resumes them; another merchant sees nothing', async () => {
      const { renewSubscription } = await renewalInternals();
      const { subscription } = await subscribedByCheckout({});
      const code = subscription.subscription_code;
      const wrong = await pay('/subscription/disable', { key: merchant.secretKey, body: { code, token: 'not-the-token' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Subscription with code not found or already inactive');
      expect((await pay('/subscription/disable', { key: other.secretKey, body: { code, token: subscription.email_token } })).status).toBe(400);
      expect((await pay(`/subscription/${code}`, { key: other.secretKey })).status).toBe(404);
      expect((await pay<Subscription[]>('/subscription?perPage=100', { key: other.secretKey })).body.data.some((listed) => listed.subscription_code === code)).toBe(false);

      const disabled = await pay('/subscription/disable', { key: merchant.secretKey, body: { code, token: subscription.email_token } });
      expect(disabled.body).toMatchObject({ status: true, message: 'Subscription disabled successfully' });
      expect(await fetchSubscription(code)).toMatchObject({ status: 'cancelled', next_payment_date: null });
      expect(await eventsAbout(code)).toEqual(['subscription.create', 'subscription.disable']);
      expect(await renewSubscription(code, new Date(Date.now() + 3 * monthMs))).toBe('skipped');
      expect((await pay('/subscription/disable', { key: merchant.secretKey, body: { code, token: subscription.email_token } })).status).toBe(400);

      const enabled = await pay('/subscription/enable', { key: merchant.secretKey, body: { code, token: subscription.email_token } });
      expect(enabled.body).toMatchObject({ status: true, message: 'Subscription enabled successfully' });
      const resumed = await fetchSubscription(code);
      expect(resumed.status).toBe('active');
      expect(Date.parse(resumed.next_payment_date ?? '')).toBeGreaterThan(Date.now());
      expect((await pay('/subscription/enable', { key: merchant.secretKey, body: { code, token: subscription.email_token } })).status).toBe(400);
    });
  });

  describe('manage link', () => {
    /** The manage page's forms, posted as a browser posts them. */
    function postForm(path: string, fields: Record<string, string>): Promise<Response> {
      return fetch(`${payUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    }

    test('GET /subscription/{code}/manage/link answers a link to Pay\'s page, where the customer changes the card and cancels', async () => {
      const { subscription } = await subscribedByCheckout({});
      const code = subscription.subscription_code;
      const generated = await pay<{ link: string }>(`/subscription/${code}/manage/link`, { key: merchant.secretKey });
      expect(generated.status).toBe(200);
      expect(generated.body.message).toBe('Link generated');
      const link = new URL(generated.body.data.link);
      expect(link.pathname).toBe(`/subscription/manage/${code}`);
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(20);
      expect((await pay<{ link: string }>(`/subscription/${code}/manage/link`, { key: merchant.secretKey })).body.data.link).toBe(generated.body.data.link);
      expect((await pay(`/subscription/${code}/manage/link`, { key: other.secretKey })).status).toBe(404);

      const page = await fetch(`${payUrl()}${link.pathname}${link.search}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await page.text();
      expect(html).toContain('<h1>Manage your subscription</h1>');
      expect(html).toContain('ending in 4081');
      expect(html).toContain('Cancel my subscription');
      const refused = await fetch(`${payUrl()}${link.pathname}?token=not-the-token`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('This link cannot be used');

      // The customer pays the merchant again: that card is offered, and choosing it moves the renewals onto it.
      const again = await initializeCheckout(merchant.secretKey, { email: subscription.customer.email, amount: 10_000 });
      expect((await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(again.accessCode, testCards.success) })).body.data.status).toBe('success');
      const second = (await pay<Verified>(`/transaction/verify/${again.reference}`, { key: merchant.secretKey })).body.data.authorization.authorization_code;
      expect(await (await fetch(`${payUrl()}${link.pathname}${link.search}`)).text()).toContain(`value="${second}"`);
      const wrongCard = await postForm(`${link.pathname}/card`, { token, authorization_code: 'AUTH_unknown123' });
      expect(wrongCard.status).toBe(404);
      expect(await wrongCard.text()).toContain('role="alert"');
      const changed = await postForm(`${link.pathname}/card`, { token, authorization_code: second });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toContain('your subscription now charges');
      expect((await fetchSubscription(code)).authorization.authorization_code).toBe(second);

      expect((await postForm(`${link.pathname}/cancel`, { token: 'not-the-token' })).status).toBe(404);
      expect((await fetchSubscription(code)).status).toBe('active');
      const cancelled = await postForm(`${link.pathname}/cancel`, { token });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.text()).toContain('Your subscription is cancelled');
      expect((await fetchSubscription(code)).status).toBe('cancelled');
      expect(await eventsAbout(code)).toContain('subscription.disable');
    });

    test('POST /subscription/{code}/manage/email e-mails the link to the subscription\'s customer', async () => {
      const { subscription } = await subscribedByCheckout({});
      const code = subscription.subscription_code;
      const sent = await pay(`/subscription/${code}/manage/email`, { key: merchant.secretKey, method: 'POST' });
      expect(sent.body).toEqual({ status: true, message: 'Email successfully sent' });
      const mail = await waitForMail(subscription.customer.email, (candidate) => candidate.subject.includes('Manage your'));
      const link = (await pay<{ link: string }>(`/subscription/${code}/manage/link`, { key: merchant.secretKey })).body.data.link;
      expect(mail.text).toContain(link);
      expect((await pay(`/subscription/${code}/manage/email`, { key: other.secretKey, method: 'POST' })).status).toBe(404);
    });
  });
});
