import type { Page } from 'playwright-core';
import type { AuthSession } from '../../functions/src/shop/auth/contract';
import { strongPassword, type Customer } from '../support/accounts';
import { freshAdmin, restoreShopSettings, totpOf } from '../support/admin';
import { logOutAdmin } from '../support/admin-browser';
import { api } from '../support/api-client';
import { fetchAllProducts, naira, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** Settings in the browser: a delivery fee the checkout shows at once, and an admin turning on two-factor sign-in. */

async function signIn(page: Page, admin: Customer, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describeEachViewport('admin settings on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  // Other journeys price orders with the default fee.
  afterEach(restoreShopSettings);

  test('It should save a new delivery fee that the checkout shows at once', async () => {
    const { page } = shop;
    const admin = await freshAdmin('settings-journey');
    const fee = 2_345_00 + viewport.width;
    await signIn(page, admin, '/admin/settings/general');
    await page.getByRole('heading', { level: 1, name: 'General settings' }).waitFor();
    const deliveryFee = page.getByLabel('Delivery fee (₦)');
    await deliveryFee.fill('lots');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Enter an amount in naira, such as 1500').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await deliveryFee.fill(String(fee / 100));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Settings saved').waitFor();
    await page.getByText('Fee for a particular state').click();
    await page.getByLabel('Lagos (₦)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    await page.goto('/products/all');
    await page.evaluate(() => window.localStorage.removeItem('cart'));
    await page.goto('/products/all');
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    // The delivery line shows the new fee (the total also carries the member discount, priced elsewhere).
    await page.locator('dl').getByText(naira(fee), { exact: true }).waitFor();
  });

  test('It should turn on two-factor sign-in and then ask for the code at sign-in', async () => {
    const { page } = shop;
    const admin = await freshAdmin('totp-journey');
    await signIn(page, admin, '/admin/settings/security');
    await page.getByRole('heading', { level: 1, name: 'Security settings' }).waitFor();
    await page.getByRole('heading', { name: 'Update password' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const uri = (await page.getByRole('link', { name: 'Add to an authenticator app on this device' }).getAttribute('href')) ?? '';
    const totp = totpOf(uri);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('6-digit code from the app').fill(totp.generate());
    await page.getByLabel('Your password').fill(admin.password);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(8);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByRole('region', { name: 'Your recovery codes' }).waitFor({ state: 'detached' });
    await page.getByLabel('Code to turn it off').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await logOutAdmin(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, admin, '/admin/settings/security');
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000' === totp.generate() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is not correct or was already used').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The code of the next 30-second step: the current one was spent turning the factor on.
    await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security settings' }).waitFor();

    // Without the code the password alone gives no session.
    const login = await api<AuthSession>('/auth/login', { body: { email: admin.email, password: strongPassword } });
    expect(login.body.data?.accessToken).toBeUndefined();
  });
});
