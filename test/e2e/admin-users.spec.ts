import { uniqueEmail } from '../support/accounts';
import { openMenuItem, signInAdmin } from '../support/admin-browser';
import { waitForMail } from '../support/mail';
import { registerShopper } from '../support/orders';
import { seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** The back office's users section in the browser: list, search, a user's page, a measurement edit, a new user. */

describeEachViewport('the back office users on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should list and search users, open one, edit their measurement set, and add a user who is mailed a code', async () => {
    const { page } = shop;
    const shopper = await registerShopper('admin-users-journey');
    await signInAdmin(page);

    await openMenuItem(page, viewport, 'Users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('table', { name: 'Users, page 1' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The newest user is on the first page already: the search is done when only their row (and the header) stays.
    const table = page.getByRole('table', { name: 'Users, page 1' });
    await table.getByRole('row').nth(2).waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: shopper.email });
    await row.waitFor();
    await row.getByRole('link', { name: 'Ada Obi' }).click();

    await page.getByRole('heading', { level: 1, name: 'Ada Obi' }).waitFor();
    const details = page.getByRole('region', { name: 'Personal Details' });
    await details.getByText(shopper.uuid).waitFor();
    await details.getByText(shopper.email).waitFor();
    const measurements = page.getByRole('region', { name: 'Measurements' });
    await measurements.getByText('Chest 38').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await measurements.getByRole('button', { name: "Edit Ada's measurement" }).click();
    const dialog = page.getByRole('dialog', { name: "Edit Ada's measurement" });
    await dialog.getByLabel('Chest (inches)').fill('100');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Beside the field, read with it.
    await dialog.getByText('Enter the chest in inches, between 20 and 70').waitFor();
    expect(await dialog.getByLabel('Chest (inches)').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Chest (inches)').fill('41.5');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await measurements.getByText('Chest 41.5').waitFor();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit user' }).waitFor();
    await page.getByLabel('City', { exact: true }).fill('Enugu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ada Obi' }).waitFor();
    await page.getByRole('region', { name: 'Personal Details' }).getByText('Enugu').waitFor();

    await openMenuItem(page, viewport, 'Users');
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add User' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.locator('#user-form-firstName-error').getByText('Enter your first name').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    const email = uniqueEmail('admin-added-journey');
    await page.getByLabel('First name').fill('Chidi');
    await page.getByLabel('Last name').fill('Eze');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('+2348098765432');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chidi Eze' }).waitFor();
    await page.getByRole('region', { name: 'Measurements' }).getByText('no measurement available').waitFor();
    expect((await waitForMail(email)).subject).toMatch(/set your password/);
  });
});
