import type { Page } from 'playwright-core';
import type { Notification } from '../../functions/src/shop/notification/contract';
import { api } from '../support/api-client';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';
import { testStack } from '../support/stack';
import { seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport, phone, type Viewport } from '../support/viewports';

/** The back office in the browser: sign-in, dashboard, orders and a status change the customer hears of. */

async function openMenuItem(page: Page, viewport: Viewport, name: string): Promise<void> {
  if (viewport === phone) {
    await page.getByText('Admin menu').click();
    await page.getByRole('navigation', { name: 'Admin (phone)' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name, exact: true }).click();
  }
}

describeEachViewport('the back office on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should sign the admin in to the dashboard and change an order status that notifies the customer', async () => {
    const { page } = shop;
    const stack = testStack();
    const shopper = await registerShopper('admin-journey');
    const [product] = await catalog(1);
    if (!product) throw new Error('No product seeded');
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));

    await page.goto('/login?redirect=/admin/dashboard');
    await page.getByLabel('Email').fill(stack.accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(stack.accounts.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin: dashboard' }).waitFor();
    await page.getByText(/^Hello, /).waitFor();
    await page.getByText('Total products').waitFor();
    await page.getByRole('table', { name: 'Paid sales, last 30 days' }).waitFor();
    await page.getByRole('table', { name: 'Newest pending orders' }).getByRole('link', { name: order.orderID }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openMenuItem(page, viewport, 'Orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderID);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Orders, page 1' }).getByRole('link', { name: order.orderID });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderID}` }).waitFor();
    await page.getByText(shopper.email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByRole('alert').getByText('select status').waitFor();
    await page.getByRole('combobox', { name: 'Change status' }).selectOption('processing');
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByRole('status').getByText('Order status updated').waitFor();

    const inbox = await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token });
    expect(inbox.body.data?.some((item) => item.orderID === order.orderID && item.title === 'Order processing')).toBe(true);
  });
});
