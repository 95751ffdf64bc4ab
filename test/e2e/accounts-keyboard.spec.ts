import type { Page } from 'playwright-core';
import { codeIn, waitForMail } from '../support/mail';
import { seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';
import { registerCustomer, uniqueEmail } from '../support/accounts';

/**
 * The account pages driven by keyboard only, with the checks a screen-reader user depends on: where focus
 * lands after each step, what each field announces, and axe on the views the journey spec does not open
 * (the code step, the address and measurement forms, the delete confirmations).
 */
const password = 'Kaftan#2026ok';

/** A fresh account with no saved addresses or measurements, made through the API (it fails unless signed up). */
async function newAccount(firstName: string): Promise<string> {
  return (await registerCustomer(firstName.toLowerCase(), { firstName, password })).email;
}

/**
 * Signed in as `firstName`: the header's greeting is in the page (on phones the header hides it, so it is
 * present but not shown).
 */
async function signedInAs(page: Page, firstName: string): Promise<void> {
  await page.getByText(`Welcome, ${firstName}`).waitFor({ state: 'attached' });
}

async function signIn(page: Page, email: string, firstName: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedInAs(page, firstName);
}

/** The accessible name or id of whatever has focus, to assert where keyboard users are. */
function focused(page: Page): Promise<{ tag: string; id: string; text: string; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelled = element && 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent ?? '' : '';
    return { tag: element?.tagName.toLowerCase() ?? '', id: element?.id ?? '', text: element?.textContent?.trim() ?? '', label: labelled.trim() };
  });
}

async function axe(page: Page, where: string, problems: string[]): Promise<void> {
  problems.push(...(await seriousViolations(page)).map((line) => `${where}: ${line}`));
}

describeEachViewport('account forms by keyboard (%s)', (_name, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should register with a Nigerian state, point at the first problem, and verify the mailed code on an accessible code step', async () => {
    const { page } = shop;
    const problems: string[] = [];
    const email = uniqueEmail('otp');
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    expect(await page.getByLabel('Country').inputValue()).toBe('Nigeria');
    // 36 states and the FCT, after the 'Choose a state' prompt.
    expect(await page.getByLabel('State').locator('option').count()).toBe(38);
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe('new-password');

    await page.getByLabel('First name').fill('Emeka');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel('State').selectOption('Enugu');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('Kaftan#2026no');
    await page.getByRole('button', { name: 'Create account' }).press('Enter');
    // The mismatch is shown beside the field, which takes focus and reads the message.
    const confirm = page.getByLabel('Confirm password');
    await page.getByText('Passwords do not match').waitFor();
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await confirm.evaluate((element) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent))).toContain('Passwords do not match');

    // Show-password: the same button, pressed or not; the field becomes readable text and back.
    const show = page.getByRole('button', { name: 'Show confirm password' });
    await show.press('Enter');
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await confirm.getAttribute('type')).toBe('text');
    await show.press('Space');
    expect(await confirm.getAttribute('type')).toBe('password');

    await confirm.fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/signup-otp');
    const heading = page.getByRole('heading', { level: 1, name: 'Verify your email' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText(`code was sent to ${email}`).waitFor();
    const codeField = page.getByLabel('Code');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await axe(page, '/signup-otp', problems);

    const code = codeIn(await waitForMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.keyboard.press('Enter');
    await page.getByText(/The code is not correct\. 4 tries left\./).waitFor();
    expect(await codeField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await axe(page, '/signup-otp with an error', problems);

    await codeField.fill(code);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await signedInAs(page, 'Emeka');
    expect(problems).toEqual([]);
  });

  test('It should manage addresses in the picker by keyboard, with focus kept in place at every step', async () => {
    const { page } = shop;
    const problems: string[] = [];
    await signIn(page, await newAccount('Amaka'), 'Amaka');
    await page.goto('/settings/profile');
    const manage = page.getByRole('button', { name: 'Manage addresses' });
    await manage.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Delivery address' });
    await picker.getByText('No Address Available').waitFor();

    await picker.getByRole('button', { name: 'Add New Address' }).press('Enter');
    await picker.getByRole('heading', { level: 3, name: 'Add New Address' }).waitFor();
    expect((await focused(page)).label).toBe('Country/Region');
    expect(await picker.getByLabel('Mobile Number').getAttribute('autocomplete')).toBe('tel');
    await axe(page, 'address form', problems);

    // Sent empty: every problem at once, each beside its field in a sentence, focus on the first.
    await page.keyboard.press('Enter');
    await picker.getByText('Enter the name of the person who receives the order').waitFor();
    for (const [label, message] of [
      ['Mobile Number', 'Enter a valid phone number'],
      ['Address', 'Enter the street address'],
      ['State', 'Choose the state'],
      ['City', 'Enter the city or town'],
    ]) {
      const field = picker.getByLabel(label as string, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((element) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toBe(message);
    }
    expect((await focused(page)).label).toBe('Contact Name');
    // A Nigerian address picks its state from the list of 36 states and the FCT.
    expect(await picker.getByLabel('State', { exact: true }).locator('option').count()).toBe(38);
    await axe(page, 'address form with errors', problems);

    // Type through the form with Tab only: Country/Region is prefilled, then name, phone, address, state, city.
    await page.keyboard.type('Amaka Okafor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('08031234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7 Ojuelegba Road');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lagos');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Surulere');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Make Default');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Confirm');
    await page.keyboard.press('Enter');
    await page.getByText('Address added successfully').waitFor();
    await picker.getByText('7 Ojuelegba Road, Surulere, Lagos, Nigeria · 08031234567', { exact: true }).waitFor();
    // The only address is the default one.
    await picker.getByText('Default', { exact: true }).waitFor();
    expect((await focused(page)).text).toBe('Add New Address');

    await picker.getByRole('button', { name: 'Delete address 7 Ojuelegba Road' }).press('Enter');
    await picker.getByRole('alertdialog', { name: 'Are you sure you want to delete this address?' }).waitFor();
    expect((await focused(page)).text).toBe('No');
    await axe(page, 'address delete confirmation', problems);
    await page.keyboard.press('Enter');
    const deleteAgain = picker.getByRole('button', { name: 'Delete address 7 Ojuelegba Road' });
    await deleteAgain.waitFor();
    expect(await deleteAgain.evaluate((element) => element === document.activeElement)).toBe(true);

    // Tab stays inside the dialog; Escape closes it and returns focus to the button that opened it.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await picker.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Manage addresses');
    // The profile lists the saved address too.
    await page.getByText('7 Ojuelegba Road, Surulere, Lagos, Nigeria · 08031234567').waitFor();
    expect(problems).toEqual([]);
  });

  test('It should add a measurement set by keyboard, showing the guidance and pointing at an implausible measure', async () => {
    const { page } = shop;
    const problems: string[] = [];
    await signIn(page, await newAccount('Tunde'), 'Tunde');
    await page.goto('/settings/measurements');
    await page.getByText('No Measurements Available').waitFor();
    await page.getByRole('button', { name: 'Add New Measurement' }).press('Enter');
    await page.getByRole('heading', { level: 3, name: 'Add New Measurement' }).waitFor();
    expect((await focused(page)).id).toBe('measurement-name');
    await page.getByText(/All measures in inches/).waitFor();
    const chest = page.getByLabel('Chest (inches)');
    const guidance = await chest.evaluate((element) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    expect(guidance).toMatch(/fullest part of the chest.*no allowance.*20–70 in/);
    await axe(page, 'measurement form', problems);

    // Every problem at once, each beside its field in a sentence; focus on the first.
    await chest.fill('7');
    await page.getByLabel('Knee (inches)').fill('wide');
    await page.getByLabel('Waist (inches)').fill('32.5');
    await page.getByLabel('Waist (inches)').press('Enter');
    const describedBy = (label: string) =>
      page.getByLabel(label).evaluate((element) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    await page.getByText('Enter whose measurement this is').waitFor();
    expect((await focused(page)).id).toBe('measurement-name');
    expect(await describedBy('Whose measurement')).toBe('Enter whose measurement this is');
    expect(await describedBy('Chest (inches)')).toContain('Enter the chest in inches, between 20 and 70');
    expect(await describedBy('Knee (inches)')).toContain('Enter the knee in inches, between 8 and 40');
    expect(await chest.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Waist (inches)').getAttribute('aria-invalid')).toBeNull();
    // No figure icon between the fields.
    expect(await page.locator('.account-form .account-field svg').count()).toBe(0);
    await axe(page, 'measurement form with errors', problems);

    await page.getByLabel('Whose measurement').fill('Tunde');
    await page.getByLabel('Knee (inches)').fill('');
    await chest.fill('40');
    await chest.press('Enter');
    await page.getByText("Tunde's Measurement", { exact: true }).waitFor();
    await page.getByText('Chest 40 in · Waist 32.5 in').waitFor();
    expect((await focused(page)).text).toBe('Add New Measurement');

    await page.getByRole('button', { name: "Delete Tunde's measurement" }).press('Enter');
    await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this measurement?' }).waitFor();
    expect((await focused(page)).text).toBe('No');
    await axe(page, 'measurement delete confirmation', problems);
    await page.getByRole('button', { name: 'Yes' }).press('Enter');
    await page.getByText('No Measurements Available').waitFor();
    expect((await focused(page)).text).toBe('Add New Measurement');
    expect(problems).toEqual([]);
  });

  test('It should change the password from Security with show-password toggles, sign out everywhere, and sign in with the new one', async () => {
    const { page } = shop;
    const email = await newAccount('Femi');
    await signIn(page, email, 'Femi');
    await page.goto('/settings/security');
    const current = page.getByLabel('Current password');
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('autocomplete')).toBe('new-password');
    await current.fill(password);
    await page.getByRole('button', { name: 'Show current password' }).press('Enter');
    expect(await current.getAttribute('type')).toBe('text');
    const changed = 'Buba#Green2026';
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill(changed);
    await page.getByRole('button', { name: 'Change password' }).press('Enter');
    await page.getByText('Your password has been changed').waitFor();
    expect(await current.inputValue()).toBe('');

    // The change ended every other session but kept this one on a fresh cookie: a reload stays signed in.
    await page.reload();
    await signedInAs(page, 'Femi');
    await page.getByRole('button', { name: 'Sign out everywhere' }).press('Enter');
    await page.getByText('You are signed out on every device').waitFor();
    // Nothing signs this browser back in: the account pages send it to the sign-in page.
    await page.goto('/settings/security');
    await page.waitForURL((url) => url.pathname === '/login');

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Login' }).click();
    await signedInAs(page, 'Femi');
  });

  test('It should offer the right autocomplete values and a show-password toggle on sign-in and recovery', async () => {
    const { page } = shop;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    const secret = page.getByLabel('Password', { exact: true });
    expect(await secret.getAttribute('autocomplete')).toBe('current-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await secret.getAttribute('type')).toBe('text');

    // An empty submit points at the e-mail field instead of sending anything.
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await focused(page)).label).toBe('Email');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(await newAccount('Kemi'));
    await page.getByRole('button', { name: 'Send code' }).press('Enter');
    // The code step replaces the e-mail step, and focus moves to its first field.
    await page.getByLabel('Code').waitFor();
    expect((await focused(page)).label).toBe('Code');
    expect(await page.getByLabel('Code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('autocomplete')).toBe('new-password');
    expect(await page.getByLabel('Confirm new password').getAttribute('autocomplete')).toBe('new-password');
    const problems: string[] = [];
    await axe(page, '/forgot-password code step', problems);
    expect(problems).toEqual([]);
  });
});
