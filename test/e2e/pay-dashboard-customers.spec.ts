import type { Locator, Page } from 'playwright-core';
import { createTestMerchant, paidTransaction, uniqueEmail } from '../api/pay-helpers';
import { staffSession } from '../support/pay-staff';
import { described, expectAxeClean, navigate, signInDashboard, useDashboardPage } from '../support/pay-dashboard-browser';
import { dashboardViewports } from '../support/viewports';

/**
 * Pay's dashboard, customers and plans, in Chromium against the local stack: an owner adds a customer (a
 * refused e-mail first, its message beside the field), finds them by e-mail, edits them and blacklists them;
 * creates a plan (the API's message beside a missing name), filters the list to it and edits its amount;
 * support sees both lists without the forms. axe on every view, at a laptop's width and a phone's.
 */

jest.setTimeout(180_000);

async function hasFocus(field: Locator): Promise<boolean> {
  return field.evaluate((element) => element === document.activeElement);
}

describe.each(dashboardViewports)("Pay's dashboard customers and plans at %s", (label, viewport) => {
  let page: Page;
  useDashboardPage(viewport, (opened) => {
    page = opened;
  });

  test('It should add a customer, find, edit and blacklist them, and show a paying customer with their transaction', async () => {
    const merchant = await createTestMerchant({ name: `Customers ${label}` });
    const payer = uniqueEmail('dash-e2e-payer');
    const paid = await paidTransaction(merchant.secretKey, { email: payer, amount: 420000 });
    const owner = await staffSession(merchant.merchant.merchantId, 'owner');
    await signInDashboard(page, owner);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    await navigate(page, 'Customers');
    await page.getByRole('link', { name: payer }).waitFor();
    await expectAxeClean(page, 'customers list');

    // A refused e-mail: the API's message beside the field, and focus on it.
    await page.getByRole('link', { name: 'Add customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add customer' }).waitFor();
    await expectAxeClean(page, 'add customer');
    const emailField = page.getByLabel('E-mail', { exact: true });
    await emailField.fill('not-an-email');
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page.getByText('email must be a valid e-mail address').waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(emailField)).toBe(true);
    await expectAxeClean(page, 'add customer, refused');

    const email = uniqueEmail('dash-e2e-new');
    await emailField.fill(email);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Phone').fill('+2348012345678');
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page.getByRole('heading', { level: 1, name: email }).waitFor();
    expect(await described(page, 'Name').textContent()).toBe('Ada');
    expect(await described(page, 'Risk action').textContent()).toBe('Default');
    await expectAxeClean(page, 'customer detail');

    // Found by part of the e-mail; edited.
    await navigate(page, 'Customers');
    await page.getByLabel('Customer e-mail').fill(email.slice(0, 18).toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').getByText('1 customers').waitFor();
    await page.getByRole('link', { name: email }).click();
    await page.getByRole('link', { name: 'Edit customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit customer' }).waitFor();
    await expectAxeClean(page, 'edit customer');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await page.getByRole('heading', { level: 1, name: email }).waitFor();
    await described(page, 'Name').getByText('Ada Lovelace').waitFor();

    // Blacklisted.
    await page.getByRole('radio', { name: /Blacklist/ }).check();
    await page.getByRole('button', { name: 'Save risk action' }).click();
    await page.getByText('Risk action is now blacklisted').waitFor();
    await described(page, 'Risk action').getByText('Blacklisted').waitFor();

    // The paying customer's page lists their transaction, linking to it.
    await navigate(page, 'Customers');
    await page.getByRole('link', { name: payer }).click();
    await page.getByRole('heading', { level: 1, name: payer }).waitFor();
    await page.getByRole('link', { name: paid.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Transaction ${paid.reference}` }).waitFor();
  });

  test('It should create a plan after a refused one, filter the list to it, and edit its amount', async () => {
    const merchant = await createTestMerchant({ name: `Plans ${label}` });
    const developer = await staffSession(merchant.merchant.merchantId, 'developer');
    await signInDashboard(page, developer);
    await page.goto('/dashboard/plans');
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    await page.getByText('No plans yet.').waitFor();
    await expectAxeClean(page, 'plans list');

    await page.getByRole('link', { name: 'Create plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create plan' }).waitFor();
    await expectAxeClean(page, 'create plan');
    const nameField = page.getByLabel('Name', { exact: true });
    await page.getByLabel('Amount (₦)').fill('5000');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await hasFocus(nameField)).toBe(true);
    await expectAxeClean(page, 'create plan, refused');

    await nameField.fill('Weekly fabric box');
    await page.getByLabel('Interval').selectOption('weekly');
    await page.getByLabel('Description').fill('A new adire every week');
    await page.getByLabel('Invoice limit').fill('4');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Weekly fabric box' }).waitFor();
    await page.getByText('Plan created').waitFor();
    expect(await described(page, 'Amount').textContent()).toBe('₦5,000 weekly');
    expect(await described(page, 'Invoice limit').textContent()).toBe('4');
    await expectAxeClean(page, 'plan detail');

    await navigate(page, 'Plans');
    await page.getByRole('search', { name: 'Plans' }).getByLabel('Interval').selectOption('weekly');
    await page.getByRole('search', { name: 'Plans' }).getByLabel('Amount (₦)').fill('5000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('status').getByText('1 plans').waitFor();
    await page.getByRole('search', { name: 'Plans' }).getByLabel('Amount (₦)').fill('5001');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No plan matches these filters.').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Weekly fabric box' }).click();

    await page.getByRole('link', { name: 'Edit plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit plan' }).waitFor();
    await expectAxeClean(page, 'edit plan');
    await page.getByLabel('Amount (₦)').fill('6000.50');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Plan updated. 0 subscription(s) affected').waitFor();
    expect(await described(page, 'Amount').textContent()).toBe('₦6,000.50 weekly');
  });

  test('It should show support the customers and plans without the forms', async () => {
    const merchant = await createTestMerchant({ name: `Support records ${label}` });
    const support = await staffSession(merchant.merchant.merchantId, 'support');
    await signInDashboard(page, support);
    await page.goto('/dashboard/customers');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add customer' }).count()).toBe(0);
    await navigate(page, 'Plans');
    expect(await page.getByRole('link', { name: 'Create plan' }).count()).toBe(0);
    await page.goto('/dashboard/plans/new');
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
  });
});
