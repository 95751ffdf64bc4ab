import type { FrameLocator, Page } from 'playwright-core';
import type { Product } from '../../functions/src/shop/product/contract';
import { registerShopper, type Shopper } from './orders';
import { fetchAllProducts } from './storefront';

/** The Shop's buying journey in a browser, up to the pop-up: shared by the checkout journeys (`test/e2e/orders-*`). */

export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login?redirect=/products/all');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/products/all');
  // The router navigates in a transition: the address changes first, and the sign-in page stays on screen
  // until the landing page has loaded. Whatever the caller does next must happen on the landing page.
  await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
}

export async function fillCart(page: Page, products: readonly Product[]): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('cart'));
  await page.goto('/products/all');
  for (const product of products) await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
}

export async function chooseMeasurement(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Choose measurement' }).click();
  const picker = page.getByRole('dialog', { name: 'Measurements' });
  await picker.getByRole('button', { name: 'Select' }).first().click();
  await picker.waitFor({ state: 'detached' });
  await page.getByText("Ada's Measurement").waitFor();
}

/** A new shopper signs in, puts one product in the cart, chooses a measurement and reaches `/order`. */
export async function reachOrderConfirmation(page: Page, label: string, pickUp = false): Promise<Shopper> {
  const shopper = await registerShopper(label);
  const [product] = await fetchAllProducts('?limit=1');
  if (!product) throw new Error('No products seeded');
  await signIn(page, shopper);
  await fillCart(page, [product]);
  if (pickUp) await page.getByRole('radio', { name: 'Pick Up' }).check();
  await chooseMeasurement(page);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/order');
  return shopper;
}

export function checkoutFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Secure checkout"]');
}
