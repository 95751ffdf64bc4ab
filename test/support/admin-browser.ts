import type { Page } from 'playwright-core';
import { testStack } from './stack';
import { phone, type Viewport } from './viewports';

/** Browser helpers of the back-office journeys: the seeded admin's sign-in and the side menu at either width. */

export async function signInAdmin(page: Page): Promise<void> {
  const stack = testStack();
  await page.goto('/login?redirect=/admin/dashboard');
  await page.getByLabel('Email').fill(stack.accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(stack.accounts.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin: dashboard' }).waitFor();
}

/** Follows a side-menu link: the wide menu, or the phone disclosure at 375 px. */
export async function openMenuItem(page: Page, viewport: Viewport, name: string): Promise<void> {
  if (viewport === phone) {
    await page.getByText('Admin menu').click();
    await page.getByRole('navigation', { name: 'Admin (phone)' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name, exact: true }).click();
  }
}
