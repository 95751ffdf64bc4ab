import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { variantKey, variantKeys, variantSrcSet } from '../../functions/src/shop/shared/image-variants-contract';
import { codeIn, waitForMail } from '../support/mail';
import { testStack } from '../support/stack';
import { logOutFromHeader, openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { desktop, viewports } from '../support/viewports';
import { uniqueEmail } from '../support/accounts';
import { fetchWhenWritten } from '../support/images';

const password = 'Tailor#2026ok';

async function register(page: Page, email: string, firstName = 'Chioma'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Address').fill('4 Broad Street');
  expect(await page.getByLabel('Country').inputValue()).toBe('Nigeria');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').fill('Lagos Island');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/signup-otp');
  await page.getByText('code was sent to').waitFor();
  const mail = await waitForMail(email.toLowerCase(), (candidate) => /\d{6}/.test(candidate.text));
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts in the browser', () => {
  const shop = useStorefront(desktop, 'test');

  test('It should sign up with the e-mailed code, keep an address and a measurement set across logout and login', async () => {
    const { page } = shop;
    const email = uniqueEmail('journey', 'Example.com');
    await register(page, email);
    await page.getByText('Welcome, Chioma').waitFor();

    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Manage addresses' }).click();
    const addresses = page.getByRole('dialog', { name: 'Delivery address' });
    await addresses.getByText('No Address Available').waitFor();
    await addresses.getByRole('button', { name: 'Add New Address' }).click();
    await addresses.getByLabel('Contact Name').fill('Chioma Eze');
    await addresses.getByLabel('Mobile Number').fill('08031234567');
    await addresses.getByLabel('Address').fill('12 Marina Road');
    await addresses.getByLabel('State').selectOption('Lagos');
    await addresses.getByLabel('City').fill('Lagos Island');
    await addresses.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Address added successfully').waitFor();
    await addresses.getByText('12 Marina Road, Lagos Island, Lagos, Nigeria · 08031234567', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await addresses.waitFor({ state: 'detached' });

    await page.goto('/settings/measurements');
    await page.getByRole('button', { name: 'Add New Measurement' }).click();
    await page.getByLabel('Whose measurement').fill('Chioma');
    await page.getByLabel('Chest (inches)').fill('38.5');
    await page.getByLabel('Waist (inches)').fill('32');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("Chioma's Measurement", { exact: true }).waitFor();

    await logOutFromHeader(page);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto('/login');
    await logIn(page, email.toUpperCase(), password);
    await page.getByText('Welcome, Chioma').waitFor();
    await page.goto('/settings/measurements');
    await page.getByText("Chioma's Measurement", { exact: true }).waitFor();
    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Manage addresses' }).click();
    const picker = page.getByRole('dialog', { name: 'Delivery address' });
    await picker.getByText('12 Marina Road, Lagos Island, Lagos, Nigeria · 08031234567', { exact: true }).waitFor();

    await picker.getByRole('button', { name: 'Edit address 12 Marina Road' }).click();
    await picker.getByLabel('City').fill('Ikoyi');
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Address updated successfully').waitFor();
    await picker.getByText('12 Marina Road, Ikoyi, Lagos, Nigeria · 08031234567', { exact: true }).waitFor();

    await picker.getByRole('button', { name: 'Delete address 12 Marina Road' }).click();
    await picker.getByText('Are you sure you want to delete this address?').waitFor();
    await picker.getByRole('button', { name: 'Yes' }).click();
    await picker.getByText('No Address Available').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/settings/measurements');
    await page.getByRole('button', { name: "Edit Chioma's measurement" }).click();
    expect(await page.getByLabel('Chest (inches)').inputValue()).toBe('38.5');
    await page.getByLabel('Neck (inches)').fill('15');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Measurement updated').waitFor();
    await page.getByRole('button', { name: "Delete Chioma's measurement" }).click();
    await page.getByText('Are you sure you want to delete this measurement?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No Measurements Available').waitFor();
  });

  test('It should upload a profile picture straight to storage, show it, and offer its AVIF/WebP copies once written', async () => {
    const { page } = shop;
    const email = uniqueEmail('avatar', 'Example.com');
    await register(page, email, 'Ngozi');
    await page.goto('/settings/profile');
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#7a3b5c' } }).png().toBuffer();
    await page.getByLabel('Profile picture (image, up to 5 MB)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Profile picture updated').waitFor();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await picture.waitFor();
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/images\/avatars\/[^/]+\/[^/]+\.png$/);
    // Shown at once: its copies, if not written yet, fall back to the original.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Your profile picture"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });

    // Once the upload event has written the copies, the page's srcset names them and the browser loads the one for 96px.
    for (const variant of variantKeys(src)) {
      const response = await fetchWhenWritten(`${testStack().shopUrl}${variant}`);
      await response.arrayBuffer();
      expect([variant, response.status]).toEqual([variant, 200]);
    }
    await page.reload();
    await picture.waitFor();
    const sources = await page.locator('picture:has(img[alt="Your profile picture"]) > source').evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('type'), node.getAttribute('srcset'), node.getAttribute('sizes')]),
    );
    expect(sources).toEqual([
      ['image/avif', variantSrcSet(src, 'avif'), '96px'],
      ['image/webp', variantSrcSet(src, 'webp'), '96px'],
    ]);
    await page.waitForFunction((expected) => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Your profile picture"]');
      return image !== null && image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).pathname === expected;
    }, variantKey(src, 320, 'avif'));
  });

  test('It should keep the session across a reload through the refresh cookie', async () => {
    const { page } = shop;
    const customer = testStack().accounts.customer;
    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    await page.getByText(/^Welcome, /).waitFor();
    const cookies = await shop.context.cookies();
    expect(cookies.some((cookie) => cookie.httpOnly && cookie.sameSite === 'Strict')).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    await page.reload();
    await page.getByText(/^Welcome, /).waitFor();
  });

  test('It should return to the cart after signing in from ?redirect=/checkout, and refuse other origins', async () => {
    const { page } = shop;
    const customer = testStack().accounts.customer;
    await page.goto('/login?redirect=/checkout');
    await logIn(page, customer.email, customer.password);
    await page.waitForURL('**/checkout');

    await logOutFromHeader(page);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await page.goto('/login?redirect=https://evil.example/steal');
    await logIn(page, customer.email, customer.password);
    await page.getByText(/^Welcome, /).waitFor();
    expect(new URL(page.url()).host).toBe(new URL(testStack().shopUrl).host);
  });

  test('It should show the server message for a wrong password and stay signed out', async () => {
    const { page } = shop;
    await page.goto('/login');
    await logIn(page, testStack().accounts.customer.email, 'Wrong#Password1');
    // Said twice on purpose: in a toast (announced) and under the form (to look back at).
    await page.locator('#login-failure').getByText('E-mail or password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('It should reset a forgotten password with the e-mailed code and sign in', async () => {
    const { page } = shop;
    const email = uniqueEmail('forgot', 'Example.com');
    await register(page, email, 'Bayo');
    await logOutFromHeader(page);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    // The link navigates in-app: wait for the new page, not only the new URL, before typing.
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    const before = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const mail = await waitForMail(email.toLowerCase(), (candidate) => Date.parse(candidate.date) >= before - 1000 && /reset|password/i.test(candidate.subject));
    await page.getByLabel('Code').fill(codeIn(mail));
    const newPassword = 'Agbada#Blue2026';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Welcome, Bayo').waitFor();

    await logOutFromHeader(page);
    await page.goto('/login');
    await logIn(page, email, newPassword);
    await page.getByText('Welcome, Bayo').waitFor();
  });
});

describe('accounts pages for everyone', () => {
  test.each(viewports)('It should have no serious accessibility violations on the account pages (%s)', async (_name, viewport) => {
    const shop = await openStorefront(viewport);
    try {
      const { page } = shop;
      const problems: string[] = [];
      for (const path of ['/register', '/login', '/forgot-password']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      }
      const customer = testStack().accounts.customer;
      await page.goto('/login');
      await logIn(page, customer.email, customer.password);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      for (const section of ['profile', 'security', 'measurements', 'orders', 'inbox']) {
        await page.goto(`/settings/${section}`);
        await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
        problems.push(...(await seriousViolations(page)).map((line) => `/settings/${section}: ${line}`));
      }
      await page.goto('/settings/profile');
      await page.getByRole('button', { name: 'Manage addresses' }).click();
      await page.getByRole('dialog', { name: 'Delivery address' }).waitFor();
      problems.push(...(await seriousViolations(page)).map((line) => `address picker: ${line}`));
      expect(problems).toEqual([]);
    } finally {
      await shop.close();
    }
    // Nine pages, each checked by axe: more than the default minute on a loaded machine.
  }, 180_000);
});

describe('the admin area', () => {
  test('It should open for an admin and stay closed, without its code, for a customer', async () => {
    const stack = testStack();
    const shop = await openStorefront(desktop);
    try {
      const { page } = shop;
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      await page.goto('/login');
      await logIn(page, stack.accounts.customer.email, stack.accounts.customer.password);
      await page.getByText(/^Welcome, /).waitFor();
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: /admin account/i }).waitFor();
      expect(scripts.some((url) => /admin-app/.test(url))).toBe(false);

      await logOutFromHeader(page);
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      await page.goto('/login?redirect=/admin/dashboard');
      await logIn(page, stack.accounts.admin.email, stack.accounts.admin.password);
      await page.getByRole('heading', { level: 1, name: /^Admin: dashboard/ }).waitFor();
    } finally {
      await shop.close();
    }
  });
});
