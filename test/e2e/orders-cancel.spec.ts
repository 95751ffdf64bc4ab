import { signIn } from '../support/checkout-journey';
import { catalog, fetchOrder, orderBody, placed, registerShopper } from '../support/orders';
import { seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** A customer cancels an order nobody has paid for, from its page: asked first, by keyboard as by pointer. */
describeEachViewport('cancelling an unpaid order on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should ask before cancelling, keep the order on Escape, then show it cancelled with nothing left to pay', async () => {
    const { page } = shop;
    const shopper = await registerShopper('web-cancel');
    const [product] = await catalog(1);
    if (!product) throw new Error('The seeded catalog is empty');
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));

    await signIn(page, shopper);
    await page.goto(`/orders/${encodeURIComponent(order.orderID)}`);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Cancel order ${order.orderID}?` });
    await dialog.waitFor();
    // The safe answer has focus: Enter or Escape on arrival never cancels anything.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my order');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel order');
    expect((await fetchOrder(shopper, order.orderID)).body.data?.status).toBe('pending');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('definition').filter({ hasText: /^Cancelled$/ }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
    expect(await cancel.count()).toBe(0);
    expect((await fetchOrder(shopper, order.orderID)).body.data).toMatchObject({ status: 'cancelled', payment: 'unpaid' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
