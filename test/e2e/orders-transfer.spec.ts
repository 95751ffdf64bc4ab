import type { Page } from 'playwright-core';
import { checkoutFrame, reachOrderConfirmation } from '../support/checkout-journey';
import { until } from '../support/concurrency';
import { fetchOrder } from '../support/orders';
import { naira, useStorefront } from '../support/storefront';
import { desktop } from '../support/viewports';

/** Paying an order by bank transfer through the real pop-up: Pay's server confirms it, nobody has to wait on a page. */

/** Place an order, choose Bank transfer in the pop-up and press "I have sent the money"; answers the order id. */
async function payByTransfer(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place an order' }).click();
  const frame = checkoutFrame(page);
  await frame.getByRole('tab', { name: 'Bank transfer' }).click();
  await frame.getByText('Account number').waitFor();
  await frame.getByRole('button', { name: 'I have sent the money' }).click();
  // The pop-up closes and the Shop takes the customer to the order, which is not paid yet.
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  return decodeURIComponent(new URL(page.url()).pathname.slice('/orders/'.length));
}

describe('orders: paying by bank transfer', () => {
  const shop = useStorefront(desktop, 'test');

  test('It should say it is confirming the transfer, with the total and order id, then turn paid by itself', async () => {
    const { page } = shop;
    const shopper = await reachOrderConfirmation(page, 'web-transfer');
    const orderID = await payByTransfer(page);
    const order = (await fetchOrder(shopper, orderID)).body.data;
    if (!order) throw new Error(`Order ${orderID} not found`);

    const notice = page.getByRole('region', { name: 'We are confirming your transfer' });
    await notice.waitFor();
    await notice.getByText(orderID).waitFor();
    await notice.getByText(naira(order.totalPrice)).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);

    // No reload, no click: the page asks for the order again until Pay's webhook has marked it paid.
    await page.getByRole('region', { name: 'Your transfer has arrived' }).getByText(`Order ${orderID} is paid`).waitFor({ timeout: 30_000 });
    expect((await fetchOrder(shopper, orderID)).body.data?.payment).toBe('paid');
  });

  test('It should find the order paid after the customer closed everything right after reporting the transfer', async () => {
    const { page, context } = shop;
    const shopper = await reachOrderConfirmation(page, 'web-transfer-closed');
    const orderID = await payByTransfer(page);
    await page.close();

    // Nobody has the order open: the server's timer and Pay's webhook alone make it paid.
    await until('the order paid', async () => ((await fetchOrder(shopper, orderID)).body.data?.payment === 'paid' ? true : undefined), 30_000);
    const later = await context.newPage();
    await later.goto(`/orders/${encodeURIComponent(orderID)}`);
    await later.getByRole('definition').filter({ hasText: /^Paid · awaiting tailoring$/ }).waitFor();
    expect(await later.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
  });
});
