import type { Page } from 'playwright-core';
import { createTestMerchant, paidTransaction, pay } from '../api/pay-helpers';
import { staffSession } from '../support/pay-staff';
import { described, expectAxeClean, navigate, signInDashboard, useDashboardPage } from '../support/pay-dashboard-browser';
import { dashboardViewports } from '../support/viewports';
import { naira } from '../support/storefront';

/**
 * Pay's dashboard, splits and transfers, in Chromium against the local stack: an owner makes a split (a field
 * refused with the API's message first), edits it and takes a subaccount out; adds a transfer recipient (the
 * account number refused first), sends a transfer from the balance and confirms it with the test OTP (a wrong
 * one refused first), and finds it in the list. axe on every page, at a laptop's width and a phone's.
 */

jest.setTimeout(180_000);

/** Signs `page` in as a new owner of `merchantId` (a staff session made straight in the stack, two-factor on). */
async function signInOwner(page: Page, merchantId: string): Promise<void> {
  await signInDashboard(page, await staffSession(merchantId, 'owner'));
}

describe.each(dashboardViewports)("Pay's dashboard: splits and transfers at %s", (label, viewport) => {
  let page: Page;
  useDashboardPage(viewport, (opened) => {
    page = opened;
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('It should create a split with its subaccounts, show it in the list and its detail, edit it and remove a subaccount', async () => {
    const merchant = await createTestMerchant({ name: `Splits journey ${label}` });
    const codes: string[] = [];
    for (const [business_name, account_number, settlement_bank] of [
      ['Indigo Dyers', '0000000001', '058'],
      ['Aso Weavers', '0000000002', '044'],
    ] as const) {
      const made = await pay<{ subaccount_code: string }>('/subaccount', { key: merchant.secretKey, body: { business_name, settlement_bank, account_number, percentage_charge: 10 } });
      codes.push(made.body.data.subaccount_code);
    }
    const [dyers = '', weavers = ''] = codes;
    await signInOwner(page, merchant.merchant.merchantId);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await navigate(page, 'Splits');
    await page.getByText('No split matches these filters.').waitFor();
    await expectAxeClean(page, 'splits list');

    await page.getByRole('link', { name: 'New split' }).click();
    await page.getByRole('heading', { level: 1, name: 'New split' }).waitFor();
    await page.getByLabel('Name').fill('Workshop shares');
    await page.getByLabel('Subaccount 1 code').fill(dyers);
    await page.getByLabel('Share (%) of subaccount 1').fill('60');
    await page.getByRole('button', { name: 'Add a subaccount' }).click();
    await page.getByLabel('Subaccount 2 code').fill(weavers);
    await page.getByLabel('Share (%) of subaccount 2').fill('50');
    await page.getByRole('button', { name: 'Create split' }).click();
    // The API's message beside the subaccounts, and the focus on them.
    await page.getByText('percentage shares add up to 110: at most 100').waitFor();
    expect(await page.getByLabel('Subaccount 1 code').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAxeClean(page, 'new split with a refused field');
    await page.getByLabel('Share (%) of subaccount 2').fill('30');
    await page.getByRole('button', { name: 'Create split' }).click();

    await page.getByRole('heading', { level: 1, name: 'Workshop shares' }).waitFor();
    const members = page.getByRole('region', { name: 'Subaccounts table' });
    await members.getByRole('row', { name: /Indigo Dyers/ }).getByText('60%').waitFor();
    await members.getByRole('row', { name: /Aso Weavers/ }).getByText('30%').waitFor();
    await expectAxeClean(page, 'split detail');

    const edit = page.getByRole('region', { name: 'Edit split' });
    await edit.getByLabel('Name').fill('Workshop shares 2026');
    await edit.getByLabel('Status').selectOption('false');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Split saved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Workshop shares 2026' }).waitFor();
    await expect(described(page, 'Status').textContent()).resolves.toBe('inactive');

    await members.getByRole('button', { name: 'Remove Aso Weavers' }).click();
    await page.getByText('Aso Weavers was removed').waitFor();
    await members.getByRole('row', { name: /Aso Weavers/ }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: '← All splits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Splits' }).waitFor();
    await page.getByRole('link', { name: 'Workshop shares 2026' }).waitFor();
  });

  test('It should add a recipient, send a transfer from the balance, confirm it with the OTP and list it', async () => {
    const merchant = await createTestMerchant({ name: `Transfers journey ${label}` });
    await paidTransaction(merchant.secretKey, { amount: 1_000_000 });
    const balance = await pay<Array<{ currency: string; balance: number }>>('/balance', { key: merchant.secretKey });
    const available = balance.body.data.find((entry) => entry.currency === 'NGN')?.balance ?? 0;
    await signInOwner(page, merchant.merchant.merchantId);
    await page.goto('/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await navigate(page, 'Transfers');
    await page.getByRole('region', { name: 'Available balance' }).getByText(naira(available)).waitFor();
    await page.getByText('No transfers yet.').waitFor();
    await expectAxeClean(page, 'transfers');

    await page.getByRole('link', { name: 'Recipients' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transfer recipients' }).waitFor();
    const form = page.getByRole('region', { name: 'Add a recipient' });
    await form.getByLabel('Name').fill('Adaeze Okafor');
    await form.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await form.getByLabel('Account number').fill('12345');
    await form.getByRole('button', { name: 'Add recipient' }).click();
    await form.getByText('account_number must be the 10-digit NUBAN').waitFor();
    expect(await form.getByLabel('Account number').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAxeClean(page, 'recipients with a refused field');
    await form.getByLabel('Account number').fill('0000000001');
    await form.getByRole('button', { name: 'Add recipient' }).click();
    await form.getByText('Adaeze Okafor (ADAEZE OKAFOR, Guaranty Trust Bank) was added').waitFor();
    await page.getByRole('region', { name: 'Recipients table' }).getByRole('row', { name: /Adaeze Okafor/ }).waitFor();

    await page.getByRole('link', { name: '← Transfers' }).click();
    await page.getByRole('link', { name: 'New transfer' }).click();
    await page.getByRole('heading', { level: 1, name: 'New transfer' }).waitFor();
    await page.getByLabel('Recipient').selectOption({ label: 'Adaeze Okafor — Guaranty Trust Bank 0000000001' });
    await page.getByLabel('Amount (₦)').fill('1500');
    await page.getByLabel('Reason').fill('Indigo dye');
    await page.getByRole('button', { name: 'Send transfer' }).click();
    await page.getByRole('heading', { name: 'Confirm with the OTP' }).waitFor();
    await page.getByText(`${naira(150_000)} to Adaeze Okafor (fee ${naira(1_000)}) is waiting for its OTP.`).waitFor();
    await page.getByLabel('OTP', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await page.getByText('Invalid OTP').waitFor();
    await expectAxeClean(page, 'transfer OTP step with a refused OTP');
    await page.getByLabel('OTP', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await page.getByRole('heading', { name: 'Transfer queued' }).waitFor();
    await page.getByRole('region', { name: 'Available balance' }).getByText(naira(available - 151_000)).waitFor();

    await page.getByRole('link', { name: 'See the transfer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transfer to Adaeze Okafor' }).waitFor();
    await expect(described(page, 'Amount').textContent()).resolves.toBe(naira(150_000));
    await expect(described(page, 'Fee').textContent()).resolves.toBe(naira(1_000));
    await expect(described(page, 'Reason').textContent()).resolves.toBe('Indigo dye');
    await expectAxeClean(page, 'transfer detail');

    await page.getByRole('link', { name: '← All transfers' }).click();
    const row = page.getByRole('region', { name: 'Transfers table' }).getByRole('row', { name: /Adaeze Okafor/ });
    await row.getByText(naira(150_000)).waitFor();
    await page.getByLabel('Status').selectOption('failed');
    await page.getByText('No transfer has this status.').waitFor();
  });
});
