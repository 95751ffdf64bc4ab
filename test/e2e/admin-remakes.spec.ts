import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { asAdmin } from '../support/admin';
import { openMenuItem, signInAdmin } from '../support/admin-browser';
import { catalog, orderBody, placed, registerShopper, type Shopper } from '../support/orders';
import { openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** A remake from the customer's request to the back office's decision, the printed job cards and the audit log. */

const artifacts = join(__dirname, 'artifacts');

async function signInCustomer(page: Page, shopper: Shopper, orderID: string): Promise<void> {
  await page.goto(`/login?redirect=/orders/${orderID}`);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderID}` }).waitFor();
}

describeEachViewport('remake requests in the back office on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should take a customer remake request to an accepted free order the customer hears of, print job cards with QR codes and audit it', async () => {
    const { page } = shop;
    const shopper = await registerShopper('admin-remakes-e2e');
    const [first, second] = await catalog(2);
    if (!first || !second) throw new Error('The seeded catalog has fewer than 2 products');
    const { orderID } = await placed(shopper, orderBody(shopper, [{ productId: first.id, quantity: 1 }, { productId: second.id, quantity: 1 }]));
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'completed', confirmUnpaid: true } })).status).toBe(200);

    // The customer asks for a remake of the first item with a corrected sleeve.
    await signInCustomer(page, shopper, orderID);
    await page.getByRole('button', { name: 'Request a remake' }).click();
    await page.getByLabel('What should be remade, and why').fill('The sleeves are too short');
    await page.getByLabel('Sleeve', { exact: true }).fill('26');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').getByText('Remake requested').waitFor();
    const outcomes = page.getByRole('region', { name: 'Remake requests' });
    await outcomes.getByText("Waiting for the shop's answer.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The admin sees it on the order and decides it on the remake requests page.
    const admin = await openStorefront(viewport, shop.browser);
    try {
      const adminPage = admin.page;
      await signInAdmin(adminPage);
      await adminPage.goto(`/admin/orders/${orderID}`);
      const onOrder = adminPage.getByRole('list', { name: 'Open remake requests of this order' });
      await onOrder.getByRole('listitem', { name: `Remake of ${first.name}` }).waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);

      // Print media: only the job cards show, one per item, each with its QR code.
      await adminPage.emulateMedia({ media: 'print' });
      const cards = adminPage.getByTestId('job-cards').getByRole('article');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(2);
      for (const [index, card] of (await cards.all()).entries()) {
        expect(await card.isVisible()).toBe(true);
        expect(await card.getByRole('img', { name: `QR code opening order ${orderID} in the back office` }).isVisible()).toBe(true);
        expect(await card.evaluate((element) => getComputedStyle(element).breakBefore)).toBe(index === 0 ? 'auto' : 'page');
      }
      // Printed for real: one A4 page per item, nothing more.
      const pdf = (await adminPage.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(2);
      expect(await adminPage.getByRole('navigation', { name: 'Admin', exact: true }).isVisible()).toBe(false);
      expect(await adminPage.getByRole('button', { name: 'Admin menu' }).isVisible()).toBe(false);
      expect(await adminPage.getByRole('button', { name: 'Update status' }).isVisible()).toBe(false);
      mkdirSync(artifacts, { recursive: true });
      await adminPage.screenshot({ path: join(artifacts, `job-cards-print-${viewport.width}.png`), fullPage: true });
      await adminPage.emulateMedia({ media: 'screen' });
      expect(await cards.first().isVisible()).toBe(false);

      await openMenuItem(adminPage, viewport, 'Remake requests');
      await adminPage.getByRole('heading', { level: 1, name: 'Remake requests' }).waitFor();
      const card = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('link', { name: orderID, exact: true }) });
      await card.getByRole('row', { name: /^Sleeve/ }).filter({ hasText: '26' }).waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      await card.getByRole('button', { name: `Decline remake of ${first.name}` }).click();
      const dialog = adminPage.getByRole('dialog', { name: `Decline the remake of ${first.name}` });
      await dialog.getByRole('button', { name: 'Decline request' }).click();
      await dialog.getByRole('alert').getByText('Please give the reason the customer will read').waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await card.getByRole('button', { name: `Accept remake of ${first.name}` }).click();
      await adminPage.getByRole('status').getByText('Remake accepted').waitFor();
      await card.waitFor({ state: 'detached' });

      // The audit log shows the decision.
      await openMenuItem(adminPage, viewport, 'Audit log');
      await adminPage.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await adminPage.getByRole('button', { name: 'Order', exact: true }).click();
      const entry = adminPage.getByRole('table', { name: 'Audit entries, page 1' }).getByRole('row').filter({ hasText: `accepted a remake request on order ${orderID}` });
      await entry.waitFor();
      expect(await entry.textContent()).toContain('remake: accepted');
      expect(await seriousViolations(adminPage)).toEqual([]);
    } finally {
      await admin.close();
    }

    // The customer hears of it and sees the outcome with the free order.
    await page.reload();
    await outcomes.getByText(/^Accepted: we are remaking it at no charge/).waitFor();
    const remakeLink = outcomes.getByRole('link');
    const remakeOrderID = (await remakeLink.textContent()) ?? '';
    expect(remakeOrderID).toMatch(/^[A-Z0-9]{10}$/);
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('button', { name: /Remake accepted/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
