import type { Page } from 'playwright-core';
import { createTestMerchant, paidTransaction, pay, uniqueEmail } from '../api/pay-helpers';
import { staffSession } from '../support/pay-staff';
import { described, expectAxeClean, signInDashboard, useDashboardPage } from '../support/pay-dashboard-browser';
import { dashboardViewports } from '../support/viewports';

/**
 * Pay's dashboard, subscriptions and subaccounts, in Chromium against the local stack: an owner finds a
 * customer's subscription (started at checkout through the API), opens it, cancels and enables it; then creates
 * a subaccount (a refused account number shown beside its field, focus on it), sees it in the list, opens and
 * edits it. axe on every new page, at a laptop's width and a phone's.
 */

jest.setTimeout(180_000);

describe.each(dashboardViewports)("Pay's dashboard subscriptions and subaccounts at %s", (label, viewport) => {
  let page: Page;
  useDashboardPage(viewport, (opened) => {
    page = opened;
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('It should show, cancel and enable a subscription, and create, list, show and edit a subaccount', async () => {
    const merchant = await createTestMerchant({ name: `Dashboard subscriptions ${label}` });
    const plan = await pay<{ plan_code: string }>('/plan', { key: merchant.secretKey, body: { name: 'Tailoring club', amount: 450000, interval: 'monthly' } });
    const email = uniqueEmail('dash-e2e');
    await paidTransaction(merchant.secretKey, { email, plan: plan.body.data.plan_code });
    await signInDashboard(page, await staffSession(merchant.merchant.merchantId, 'owner'));
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });

    // Subscriptions: the list, the detail, cancel and enable.
    await nav.getByRole('link', { name: 'Subscriptions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
    await page.getByText('1 subscriptions').waitFor();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.getByText('Tailoring club').waitFor();
    await row.getByText('active').waitFor();
    await expectAxeClean(page, 'subscriptions');
    await page.getByRole('link', { name: email }).click();
    await page.getByRole('heading', { level: 1, name: /^Subscription SUB_/ }).waitFor();
    await described(page, 'Card').getByText(/ending \d{4}/).waitFor();
    await described(page, 'Plan').getByText(/Tailoring club, monthly/).waitFor();
    expect(await described(page, 'Next payment').textContent()).not.toBe('None scheduled');
    await expectAxeClean(page, 'subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('status').getByText('Subscription disabled successfully').waitFor();
    await described(page, 'Status').getByText('cancelled').waitFor();
    expect(await described(page, 'Next payment').textContent()).toBe('None scheduled');
    await page.getByRole('button', { name: 'Enable subscription' }).click();
    await page.getByRole('status').getByText('Subscription enabled successfully').waitFor();
    await described(page, 'Status').getByText('active').waitFor();
    await described(page, 'Plan').getByRole('link', { name: /its subscriptions/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
    expect(await page.getByLabel('Plan id').inputValue()).toMatch(/^\d+$/);
    await page.getByRole('row', { name: new RegExp(email) }).waitFor();

    // Subaccounts: a refused field, then created, listed, shown and edited.
    await nav.getByRole('link', { name: 'Subaccounts', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Subaccounts' }).waitFor();
    await page.getByText('No subaccount yet.', { exact: false }).waitFor();
    await expectAxeClean(page, 'subaccounts, none yet');
    await page.getByRole('link', { name: 'New subaccount' }).click();
    await page.getByRole('heading', { level: 1, name: 'New subaccount' }).waitFor();
    await page.getByLabel('Business name').fill('Ade Tailoring');
    await page.getByLabel('Settlement bank').selectOption('058');
    await page.getByLabel('Account number').fill('12345');
    await page.getByLabel('Your percentage (%)').fill('20');
    await page.getByLabel('Contact e-mail').fill('ade@example.com');
    await page.getByRole('button', { name: 'Create subaccount' }).click();
    await page.getByText('account_number must be the 10-digit NUBAN').waitFor();
    const accountNumber = page.getByLabel('Account number');
    expect(await accountNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await accountNumber.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAxeClean(page, 'new subaccount, refused');
    await accountNumber.fill('0000000001');
    await page.getByRole('button', { name: 'Create subaccount' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ade Tailoring' }).waitFor();
    await described(page, 'Your share').getByText('20% of each payment').waitFor();
    expect(await described(page, 'Account').textContent()).toContain('0000000001');
    await expectAxeClean(page, 'subaccount');

    await page.getByRole('link', { name: 'Edit subaccount' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Ade Tailoring' }).waitFor();
    expect(await page.getByLabel('Settlement bank').inputValue()).toBe('058');
    await page.getByLabel('Your percentage (%)').fill('35.5');
    await page.getByLabel('Description').fill('Our tailor in Yaba');
    await page.getByRole('checkbox', { name: /Active/ }).uncheck();
    await expectAxeClean(page, 'edit subaccount');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ade Tailoring' }).waitFor();
    await described(page, 'Your share').getByText('35.5% of each payment').waitFor();
    await described(page, 'Description').getByText('Our tailor in Yaba').waitFor();
    await described(page, 'Status').getByText('inactive').waitFor();

    await page.getByRole('link', { name: 'All subaccounts' }).click();
    const listed = page.getByRole('row', { name: /Ade Tailoring/ });
    await listed.getByText('35.5%').waitFor();
    await listed.getByText('inactive').waitFor();
    await expectAxeClean(page, 'subaccounts');
    await page.getByLabel('Show').selectOption('true');
    await page.getByText('No subaccount matches.').waitFor();
    await page.getByLabel('Show').selectOption('false');
    await page.getByRole('row', { name: /Ade Tailoring/ }).waitFor();
  });
});
