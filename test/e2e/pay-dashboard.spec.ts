import type { Locator, Page } from 'playwright-core';
import { createTestMerchant, paidTransaction, pay, webhookReceiver, type ReceivedWebhook } from '../api/pay-helpers';
import { strongPassword } from '../support/accounts';
import { totpOf } from '../support/admin';
import { until } from '../support/concurrency';
import { codeIn, waitForMail } from '../support/mail';
import { staffSession } from '../support/pay-staff';
import { described, expectAxeClean, navigate, signInDashboard, useDashboardPage } from '../support/pay-dashboard-browser';
import { dashboardViewports } from '../support/viewports';
import { naira } from '../support/storefront';

/**
 * Pay's dashboard in Chromium against the local stack (served by Pay's gateway under `/dashboard/`, calling
 * the real `/dashboard/api/*`): a business signs up, sees its keys once, turns on two-factor sign-in, takes a
 * payment with its new test keys through the API, and finds, refunds and re-sends it from the browser; axe on
 * every view, at a laptop's width and a phone's.
 */

// The sign-up journey took 100 s of Chromium and the stack on a loaded 2-core machine.
jest.setTimeout(240_000);

let receiver: { url: string; received: ReceivedWebhook[]; close: () => Promise<void> };

beforeAll(async () => {
  receiver = await webhookReceiver();
});

afterAll(async () => {
  await receiver?.close();
});

/** Whether the focused element shows where focus is (an outline or a ring), and what it is. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: 'body', visible: false };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return { what: `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`, visible: outlined || ringed };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus (at most 40 times), checking at every stop that focus
 * is visible, so a keyboard user can reach it and see the way there.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const limit = 40;
  const hidden: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (!state.visible) hidden.push(state.what);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect({ focusWithoutIndicator: hidden }).toEqual({ focusWithoutIndicator: [] });
      return;
    }
  }
  throw new Error(`${String(target)} took no focus within ${limit} presses of ${key}`);
}

/** charge.success deliveries the receiver got for a reference. */
function chargeDeliveries(reference: string): ReceivedWebhook[] {
  return receiver.received.filter((hook) => hook.body.includes('"charge.success"') && hook.body.includes(reference));
}

describe.each(dashboardViewports)("Pay's dashboard at %s", (label, viewport) => {
  let page: Page;
  useDashboardPage(viewport, (opened) => {
    page = opened;
  });

  test('It should sign a business up, show its keys once, set up two-factor, and show, refund and resend a payment made with the new keys', async () => {
    const email = `owner-${Date.now()}-${label.replace(/\W/g, '')}@example.com`;

    // Sign-up and the e-mailed code.
    await page.goto('/dashboard/sign-up');
    await page.getByRole('heading', { level: 1, name: 'Create your Pay account' }).waitFor();
    await expectAxeClean(page, 'sign-up');
    await page.getByLabel('Business name').fill(`Adire House ${label}`);
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password').fill(strongPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Code from the e-mail').waitFor();
    await page.getByText(`We sent a code to ${email}`).waitFor();
    await page.getByLabel('Code from the e-mail').fill(codeIn(await waitForMail(email)));
    await page.getByRole('button', { name: 'Confirm' }).click();

    // The keys, the secret one this once.
    await page.getByRole('heading', { level: 1, name: 'Your test keys' }).waitFor();
    const publicKey = (await described(page, 'Public key').textContent()) ?? '';
    const secretKey = (await described(page, 'Secret key').textContent()) ?? '';
    expect(publicKey).toMatch(/^pk_test_\w+$/);
    expect(secretKey).toMatch(/^sk_test_\w+$/);
    expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(secretKey);
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain(secretKey);
    await expectAxeClean(page, 'keys shown once');
    await page.getByRole('link', { name: 'I have saved my keys' }).click();

    // An owner must turn on two-factor sign-in before anything else: the navigation offers nothing more.
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Two-factor']);
    await page.goto('/dashboard/transactions');
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await expectAxeClean(page, 'two-factor required');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const uri = (await page.getByRole('link', { name: 'Add to an authenticator app on this device' }).getAttribute('href')) ?? '';
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    await expectAxeClean(page, 'two-factor set-up');
    await page.getByLabel('6-digit code from the app').fill(totpOf(uri).generate());
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByRole('region', { name: 'Last 30 days' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Transactions', 'Customers', 'Plans', 'Subscriptions', 'Subaccounts', 'Splits', 'Transfers', 'Developers', 'Team', 'Two-factor']);
    await expectAxeClean(page, 'overview');

    // Developers: the test secret key hidden but for its end, revealed with the password (the live pair beside it); the webhook URL set.
    await navigate(page, 'Developers');
    const testKeys = page.getByRole('region', { name: 'Test keys' });
    await described(testKeys, 'Secret key').getByText(secretKey.slice(-4)).waitFor();
    expect(await described(testKeys, 'Secret key').textContent()).not.toContain(secretKey);
    expect(await described(page.getByRole('region', { name: 'Live keys' }), 'Public key').textContent()).toMatch(/^pk_live_/);
    await testKeys.getByRole('button', { name: 'Reveal secret key' }).click();
    await page.getByLabel('Your password').fill(strongPassword);
    await testKeys.getByRole('button', { name: 'Reveal secret key' }).click();
    await described(testKeys, 'Secret key').getByText(secretKey, { exact: true }).waitFor();
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await expectAxeClean(page, 'developers');

    // A payment made with the new keys through the API shows in Transactions.
    const customer = `buyer-${Date.now()}@example.com`;
    const paid = await paidTransaction(secretKey, { email: customer, amount: 250000 });
    // The pop-up's log, sent as the pop-up sends it (with the public key), is the detail's timeline.
    const history = [
      { type: 'action', message: 'Attempted to pay with card', time: 9 },
      { type: 'success', message: 'Successfully paid with card', time: 14 },
    ];
    const logged = await pay(`/transaction/update_log/${paid.id}`, { key: publicKey, body: { payload: JSON.stringify({ time_spent: 14, attempts: 1, errors: 0, history }) } });
    expect(logged.status).toBe(200);
    const { fees } = (await pay<{ fees: number }>(`/transaction/${paid.id}`, { key: secretKey })).body.data;
    await navigate(page, 'Transactions');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: paid.reference }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(customer);
    expect(await row.textContent()).toContain(naira(250000));
    await page.getByText(`1 transactions, ${naira(250000)}`).waitFor();
    await expectAxeClean(page, 'transactions');

    // Search narrows the list; the detail shows the timeline and takes a partial refund with a reason.
    await page.getByLabel('Reference or customer e-mail').fill(customer);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('email') === customer);
    await row.waitFor();
    await page.getByRole('link', { name: paid.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Transaction ${paid.reference}` }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual(['9s Attempted to pay with card', '14s Successfully paid with card']);
    expect(await described(page, 'Customer').textContent()).toContain(customer);
    expect(fees).toBeGreaterThan(0);
    expect(await described(page, 'Fees').textContent()).toBe(naira(fees));
    await expectAxeClean(page, 'transaction detail');
    await page.getByLabel('Amount (₦)').fill('1000');
    await page.getByLabel('Reason').fill('One size too small');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText(new RegExp(`^Refund of ${naira(100000).replace(/[₦.]/g, '\\$&')} is \\w+`)).waitFor();
    await page.getByRole('region', { name: 'Refunds' }).getByText(naira(100000)).waitFor();
    await expectAxeClean(page, 'after the refund');

    // The webhook log: the payment's delivery, its bodies, and Resend, which reaches the merchant again.
    await until('the charge.success delivery', () => (chargeDeliveries(paid.reference).length > 0 ? true : undefined), 30_000);
    await navigate(page, 'Developers');
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    const delivery = deliveries.getByRole('listitem').filter({ hasText: 'charge.success' }).first();
    await until(
      'charge.success in the log',
      async () => {
        if (await delivery.isVisible()) return true;
        await page.getByRole('button', { name: 'Refresh' }).click();
        return undefined;
      },
      30_000,
    );
    await delivery.getByRole('button', { name: 'Details of charge.success' }).click();
    await delivery.getByRole('heading', { name: 'Request body' }).waitFor();
    expect(await delivery.getByLabel('Request body').textContent()).toContain(paid.reference);
    await delivery.getByText(/HTTP 200/).first().waitFor();
    await expectAxeClean(page, 'webhook log');
    const before = chargeDeliveries(paid.reference).length;
    await delivery.getByRole('button', { name: 'Resend charge.success' }).click();
    await page.getByText('Delivery queued again').waitFor();
    await until('the resent delivery', () => (chargeDeliveries(paid.reference).length > before ? true : undefined), 30_000);

    // Send test event: a signed test.webhook reaches the webhook URL at once, and the page says what came back.
    const testEvents = () => receiver.received.filter((hook) => hook.body.includes('"test.webhook"') && hook.headers['x-paystack-signature'] !== undefined);
    const testsBefore = testEvents().length;
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event sent: your server answered HTTP 200').waitFor();
    expect(testEvents()).toHaveLength(testsBefore + 1);
    await expectAxeClean(page, 'test event sent');
  });

  test('It should show a support teammate the transactions but no keys, team or refund', async () => {
    const merchant = await createTestMerchant({ name: `Support view ${label}` });
    const paid = await paidTransaction(merchant.secretKey);
    const support = await staffSession(merchant.merchant.merchantId, 'support');
    await signInDashboard(page, support);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Transactions', 'Customers', 'Plans', 'Subscriptions', 'Subaccounts', 'Splits', 'Transfers']);
    await page.goto('/dashboard/developers');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.goto('/dashboard/team');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await navigate(page, 'Transactions');
    await page.getByRole('link', { name: paid.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Transaction ${paid.reference}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Refund', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /refund/i }).count()).toBe(0);
    await expectAxeClean(page, 'support: transaction detail');
  });

  test('It should let an owner reach the navigation, the filters and the refund form on keyboard alone, focus visible at every stop', async () => {
    const merchant = await createTestMerchant({ name: `Keyboard ${label}` });
    const customer = `keyboard-${Date.now()}@example.com`;
    const paid = await paidTransaction(merchant.secretKey, { email: customer, amount: 400000 });
    const owner = await staffSession(merchant.merchant.merchantId, 'owner');
    await signInDashboard(page, owner);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });

    // The navigation, from the top of the page.
    await tabTo(page, nav.getByRole('link', { name: 'Transactions', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();

    // The filters: search, then apply with the keyboard.
    await tabTo(page, page.getByLabel('Reference or customer e-mail'));
    await page.keyboard.type(paid.reference);
    await tabTo(page, page.getByLabel('Status'));
    await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('reference') === paid.reference);
    await page.getByText(`1 transactions, ${naira(400000)}`).waitFor();

    // The transaction, and its refund form.
    await tabTo(page, page.getByRole('link', { name: paid.reference }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Transaction ${paid.reference}` }).waitFor();
    await tabTo(page, page.getByLabel('Amount (₦)'));
    await page.keyboard.type('1500');
    await tabTo(page, page.getByLabel('Reason'));
    await page.keyboard.type('Returned by keyboard');
    await tabTo(page, page.getByRole('button', { name: 'Refund', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText(new RegExp(`^Refund of ${naira(150000).replace(/[₦.]/g, '\\$&')} is \\w+`)).waitFor();
    await page.getByRole('region', { name: 'Refunds' }).getByText('Returned by keyboard', { exact: false }).waitFor();

    // And back up to the navigation: Developers, the webhook log's buttons.
    await tabTo(page, nav.getByRole('link', { name: 'Developers', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Send test event' }));
  });
});
