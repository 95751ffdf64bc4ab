import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import type { StaffSession } from './pay-staff';
import { payUrl } from './stack';
import { seriousViolations } from './storefront';
import type { Viewport } from './viewports';

/**
 * Puts a staff member's session where the dashboard keeps it (`sessionStorage`) before any page script runs, so
 * the next `page.goto('/dashboard/…')` opens signed in without the sign-in form (test set-up only).
 */
export async function signInDashboard(page: Page, session: StaffSession): Promise<void> {
  await page.addInitScript((token) => {
    window.sessionStorage.setItem('pay-dashboard-session', JSON.stringify({ accessToken: token, refreshToken: 'unused', expiresIn: 3600, expiresAt: Date.now() + 3_600_000 }));
  }, session.accessToken);
}

/** axe finds no serious or critical violation on the page; `where` names the view in a failure. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

/** The `dd` after the `dt` named `term` (the dashboard's keys and summaries are description lists), in the page or a part of it. */
export function described(within: Page | Locator, term: string): Locator {
  return within.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** Follows a link in the dashboard's navigation and waits for the page it names. */
export async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/**
 * A journey's browser at one width: Chromium for the `describe` block, and a fresh context opened on Pay's origin
 * (reduced motion) for each test, whose page is handed to `opened` before the test runs and closed after it.
 */
export function useDashboardPage(viewport: Viewport, opened: (page: Page) => void): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ viewport, baseURL: payUrl(), reducedMotion: 'reduce' });
    opened(await context.newPage());
  });
  afterEach(async () => {
    await context?.close();
  });
}
