import type { FrameLocator, Page } from 'playwright-core';
import { api } from '../support/api-client';
import { checkoutFrame, chooseMeasurement, fillCart, reachOrderConfirmation, signIn } from '../support/checkout-journey';
import { cards, catalog, fetchOrder, orderBody, placed, registerShopper } from '../support/orders';
import { fetchAllProducts, naira, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport, desktop } from '../support/viewports';
import type { Order } from '../../functions/src/shop/order/contract';

/** The buying journey through the real pop-up and Pay's real checkout page (a cross-origin frame). */

async function payWithCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: /^Pay NGN/ }).click();
}

async function placeAndLandOnOrder(page: Page, card: string = cards.success, double = false): Promise<string> {
  const place = page.getByRole('button', { name: 'Place an order' });
  await (double ? place.dblclick() : place.click());
  await payWithCard(checkoutFrame(page), card);
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await page.getByRole('status').getByText('Order placed successfully').waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.slice('/orders/'.length));
}

describeEachViewport('orders checkout on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should buy two items with delivery and the member discount, land on the paid order and show the notification', async () => {
    const { page } = shop;
    const shopper = await registerShopper('web-buyer');
    const products = await fetchAllProducts('?limit=2');
    const subtotal = products.reduce((sum, product) => sum + product.amount, 0);
    await signIn(page, shopper);
    await fillCart(page, products);

    // The default delivery details are preselected; the measurement is not.
    await page.getByText('Ada Obi, 12 Allen Avenue, Ikeja, Lagos').waitFor();
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('alert').getByText('Please select a measurement').waitFor();
    await chooseMeasurement(page);
    const summary = page.locator('.cart-page__summary dl');
    await summary.getByText('Member discount').waitFor();
    await summary.getByText(`−${naira(Math.floor(subtotal / 2))}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/order');
    await page.getByRole('heading', { level: 1, name: 'Confirm your order' }).waitFor();
    // A reload keeps the confirmation (the choices live in session storage).
    await page.reload();
    await page.getByText('12 Allen Avenue').waitFor();
    await page.getByRole('table', { name: "Ada's Measurement" }).waitFor();
    // Each item is a row of the items table (name, quantity, unit price, price); the covers beside it are decoration.
    expect(await page.getByRole('table', { name: 'Items in this order' }).getByRole('rowheader').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const orderID = await placeAndLandOnOrder(page);
    await page.getByRole('heading', { level: 1, name: `Order ${orderID}` }).waitFor();
    const panel = page.locator('.order-page__panel');
    await panel.getByText('Paid · awaiting tailoring', { exact: true }).waitFor();
    await panel.getByText(`−${naira(Math.floor(subtotal / 2))}`).waitFor();
    const measures = page.getByRole('table', { name: 'Measurements: Ada' });
    await measures.getByRole('row', { name: 'Chest 38' }).waitFor();
    await measures.getByRole('row', { name: 'Neck N/A' }).waitFor();
    await page.getByText('12 Allen Avenue').waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('button', { name: /Payment received/ }).click();
    await drawer.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'View Order' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `/orders/${orderID}`);

    await page.goto('/orders');
    await page.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: `Order ${orderID}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/inbox');
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/settings/orders');
    await page.getByRole('link', { name: `Order ${orderID}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/settings/inbox');
    await page.getByRole('button', { name: 'Read All' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('orders: declined card and pick-up', () => {
  const shop = useStorefront(desktop, 'test');

  test('It should leave a declined payment unpaid with Pay now, then pay it with a good card', async () => {
    const { page } = shop;
    await reachOrderConfirmation(page, 'web-declined');

    await page.getByRole('button', { name: 'Place an order' }).click();
    const frame = checkoutFrame(page);
    await payWithCard(frame, cards.declined);
    await frame.getByRole('alert').waitFor();
    await frame.getByRole('button', { name: 'Close checkout' }).click();
    await frame.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
    const panel = page.locator('.order-page__panel');
    await panel.getByText(/^(Awaiting payment|Payment failed)$/).waitFor();
    // The cart is kept until a payment succeeds.
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Pay now/ }).click();
    await payWithCard(checkoutFrame(page), cards.success);
    await page.getByRole('status').getByText('Order placed successfully').waitFor();
    await panel.getByText('Paid · awaiting tailoring', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
  });

  test('It should place a pick-up order with no delivery fee and show the pick-up address', async () => {
    const { page } = shop;
    const shopper = await reachOrderConfirmation(page, 'web-pickup', true);
    await page.getByRole('heading', { name: 'Pick-up address' }).waitFor();

    // A double click places one order.
    const orderID = await placeAndLandOnOrder(page, cards.success, true);
    const mine = await api<Order[]>('/order/fetch-my-orders', { token: shopper.token });
    expect(mine.body.data?.map((order) => order.orderID)).toEqual([orderID]);
    await page.getByRole('heading', { name: 'Pick-up address' }).waitFor();
    const panel = page.locator('.order-page__panel');
    await panel.getByText('Paid · awaiting tailoring', { exact: true }).waitFor();
    expect(await panel.locator('.summary').last().getByText(naira(0), { exact: true }).count()).toBe(1);
  });
});

describe('orders: the tab that never confirms, and another customer\'s order', () => {
  const shop = useStorefront(desktop, 'test');

  test("It should end up paid through Pay's webhook when the browser never reaches verify-payment", async () => {
    const { page } = shop;
    const shopper = await reachOrderConfirmation(page, 'web-webhook');
    // As if the tab closed right after paying: the Shop never hears from this browser.
    await page.route('**/api/v1/order/verify-payment', (route) => route.abort());
    await page.getByRole('button', { name: 'Place an order' }).click();
    await payWithCard(checkoutFrame(page), cards.success);
    await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
    const orderID = decodeURIComponent(new URL(page.url()).pathname.slice('/orders/'.length));
    await page.close();

    const deadline = Date.now() + 20_000;
    let payment = (await fetchOrder(shopper, orderID)).body.data?.payment;
    while (payment !== 'paid' && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 250));
      payment = (await fetchOrder(shopper, orderID)).body.data?.payment;
    }
    expect(payment).toBe('paid');
  });

  test("It should answer another customer's order with 'This order is not in your account' and stay signed in", async () => {
    const { page } = shop;
    const [owner, stranger] = await Promise.all([registerShopper('web-owner'), registerShopper('web-stranger')]);
    const [product] = await catalog(1);
    if (!product) throw new Error('No products seeded');
    const order = await placed(owner, orderBody(owner, [{ productId: product.id, quantity: 1 }]));
    await signIn(page, stranger);
    await page.goto(`/orders/${encodeURIComponent(order.orderID)}`);
    await page.getByRole('alert').getByText('This order is not in your account.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/orders/${encodeURIComponent(order.orderID)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to my orders' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/orders');
    await page.getByRole('list', { name: 'Your orders' }).or(page.getByText('You have no orders yet.')).waitFor();
  });
});
