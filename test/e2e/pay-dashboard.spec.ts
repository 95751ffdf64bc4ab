import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestMerchant, paidTransaction, webhookReceiver, type ReceivedWebhook } from '../api/pay-helpers';
import { strongPassword } from '../support/accounts';
import { totpOf } from '../support/admin';
import { launchChromium } from '../support/chromium';
import { until } from '../support/concurrency';
import { codeIn, waitForMail } from '../support/mail';
import { staffSession } from '../support/pay-staff';
import { payUrl } from '../support/stack';
import { naira, seriousViolations } from '../support/storefront';

/**
 * Pay's dashboard in Chromium against the local stack (served by Pay's gateway under `/dashboard/`, calling
 * the real `/dashboard/api/*`): a business signs up, sees its keys once, turns on two-factor sign-in, takes a
 * payment with its new test keys through the API, and finds, refunds and re-sends it from the browser; axe on
 * every view, at a laptop's width and a phone's.
 */

jest.setTimeout(180_000);

const widths = [
  ['1366 px', { width: 1366, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

let browser: Browser;
let receiver: { url: string; received: ReceivedWebhook[]; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchChromium();
  receiver = await webhookReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await browser?.close();
});

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

/** The `dd` after the `dt` named `term` (the keys and summaries are description lists). */
function described(page: Page, term: string) {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** Follows a link in the dashboard's navigation. */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** charge.success deliveries the receiver got for a reference. */
function chargeDeliveries(reference: string): ReceivedWebhook[] {
  return receiver.received.filter((hook) => hook.body.includes('"charge.success"') && hook.body.includes(reference));
}

describe.each(widths)("Pay's dashboard at %s", (label, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await browser.newContext({ viewport, baseURL: payUrl(), reducedMotion: 'reduce' });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
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
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Transactions', 'Splits', 'Transfers', 'Developers', 'Team', 'Two-factor']);
    await expectAxeClean(page, 'overview');

    // Developers: the secret key hidden but for its end, revealed with the password; the webhook URL set.
    await navigate(page, 'Developers');
    await described(page, 'Secret key').getByText(secretKey.slice(-4)).waitFor();
    expect(await described(page, 'Secret key').textContent()).not.toContain(secretKey);
    await page.getByRole('button', { name: 'Reveal secret key' }).click();
    await page.getByLabel('Your password').fill(strongPassword);
    await page.getByRole('button', { name: 'Reveal secret key' }).click();
    await described(page, 'Secret key').getByText(secretKey, { exact: true }).waitFor();
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await expectAxeClean(page, 'developers');

    // A payment made with the new keys through the API shows in Transactions.
    const customer = `buyer-${Date.now()}@example.com`;
    const paid = await paidTransaction(secretKey, { email: customer, amount: 250000 });
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
    await page.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor();
    expect(await described(page, 'Customer').textContent()).toContain(customer);
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
  });

  test('It should show a support teammate the transactions but no keys, team or refund', async () => {
    const merchant = await createTestMerchant({ name: `Support view ${label}` });
    const paid = await paidTransaction(merchant.secretKey);
    const support = await staffSession(merchant.merchant.merchantId, 'support');
    await page.addInitScript((token) => {
      window.sessionStorage.setItem('pay-dashboard-session', JSON.stringify({ accessToken: token, refreshToken: 'unused', expiresIn: 3600, expiresAt: Date.now() + 3_600_000 }));
    }, support.accessToken);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Transactions', 'Splits', 'Transfers']);
    await page.goto('/dashboard/developers');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await navigate(page, 'Transactions');
    await page.getByRole('link', { name: paid.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Transaction ${paid.reference}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Refund', exact: true }).count()).toBe(0);
    await expectAxeClean(page, 'support: transaction detail');
  });
});
