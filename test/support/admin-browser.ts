import type { Page } from 'playwright-core';
import { testStack } from './stack';
import type { Viewport } from './viewports';

/** Browser helpers of the back-office journeys: the seeded admin's sign-in, the side menu at any width, log out. */

/** Signs the seeded admin in from the plain sign-in page: an admin lands on the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  const stack = testStack();
  await page.goto('/login');
  await page.getByLabel('Email').fill(stack.accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(stack.accounts.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin: dashboard' }).waitFor();
}

/**
 * Follows a side-menu link: the menu is open beside the content on wide screens and folded on narrow ones,
 * where its button opens it first. (`_viewport` is kept for the callers: the button says which it is.)
 */
export async function openMenuItem(page: Page, _viewport: Viewport, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Admin menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name, exact: true }).click();
}

/** The one Log out of the back office, in the admin's menu of the top bar. */
export async function logOutAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Hello, / }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
}
