import type { Page } from 'playwright-core';
import type { Product } from '../../functions/src/shop/product/contract';
import { openMenuItem } from '../support/admin-browser';
import { catalog, registerShopper, type Shopper } from '../support/orders';
import { completedOrder } from '../support/reviews';
import { testStack } from '../support/stack';
import { openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport, phone, type Viewport } from '../support/viewports';

/** Reviews end to end: a buyer reviews from their paid order, the admin approves, the product panel shows it. */

async function signIn(page: Page, email: string, password: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

async function openReviews(page: Page, viewport: Viewport): Promise<void> {
  await openMenuItem(page, viewport, 'Reviews');
  await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
}

async function writeReview(page: Page, shopper: Shopper, orderID: string, product: Product, title: string): Promise<void> {
  await signIn(page, shopper.email, shopper.password, `/orders/${orderID}`);
  await page.getByRole('button', { name: `Write a review of ${product.name}` }).click();
  await page.getByRole('group', { name: 'Your rating' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('label').filter({ hasText: '4 stars' }).click();
  expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your review').fill('Sewn exactly to my measurements and ready early.');
  await page.getByRole('button', { name: 'Send review' }).click();
  await page.getByRole('status').getByText('Thank you! Your review will appear once it is approved').waitFor();
  await page.getByText(/will appear once it is approved\.$/).waitFor();
  expect(await page.getByRole('button', { name: `Write a review of ${product.name}` }).count()).toBe(0);
}

describeEachViewport('reviews on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should take a review from the order page, let the admin approve it and then show it in the product panel', async () => {
    const { page } = shop;
    const product = (await catalog(12))[viewport === phone ? 11 : 10] as Product;
    const shopper = await registerShopper(`review-journey-${viewport.width}`);
    // Reviews open once the order is completed.
    const order = await completedOrder(shopper, [product.id]);
    const title = `Journey review ${viewport.width} ${Date.now()}`;
    await writeReview(page, shopper, order.orderID, product, title);

    const admin = await openStorefront(viewport, shop.browser);
    try {
      const stack = testStack();
      await signIn(admin.page, stack.accounts.admin.email, stack.accounts.admin.password, '/admin/dashboard');
      await openReviews(admin.page, viewport);
      await admin.page.getByRole('button', { name: 'Pending', exact: true }).click();
      await admin.page.getByRole('searchbox', { name: 'Search reviews' }).fill(title);
      await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = admin.page.getByRole('table', { name: 'Reviews, page 1' }).getByRole('link', { name: title });
      await row.waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);

      await row.click();
      await admin.page.getByRole('heading', { level: 2, name: title }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      await admin.page.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('status').getByText('Review approved').waitFor();
      await admin.page.getByText('Approved', { exact: true }).waitFor();
    } finally {
      await admin.close();
    }

    await page.goto(`/products/all?product=${product.id}`);
    const panel = page.getByRole('dialog', { name: product.name });
    await panel.getByRole('heading', { name: title }).waitFor();
    await panel.getByRole('img', { name: /^Rated [\d.]+ out of 5, \d+ reviews?$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
