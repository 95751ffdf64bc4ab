import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Category } from '../../functions/src/shop/category/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { axeViolations } from './axe';
import { launchChromium } from './chromium';
import { shopUrl } from './stack';
import type { Viewport } from './viewports';

// Browser journeys on a shared 2-core machine: allow each step time (projects ignore the root testTimeout).
jest.setTimeout(60_000);

/** Shared by the storefront journeys: a browser per suite, catalog look-ups through the API, and the axe check. */

export interface Storefront {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export async function openStorefront(viewport: Viewport, browser?: Browser): Promise<Storefront> {
  const owned = browser ?? (await launchChromium());
  const context = await owned.newContext({ viewport, baseURL: shopUrl(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  return {
    browser: owned,
    context,
    page,
    close: async () => {
      await context.close();
      if (!browser) await owned.close();
    },
  };
}

/**
 * A storefront for the calling suite: opened before its first test and closed after its last, or fresh for
 * every test (`per: 'test'`: a new browser context each time, so a clean cookie jar and storage, in one browser
 * launched for the suite). Read it inside tests (`const { page } = shop;`), not while the suite is being declared.
 */
export function useStorefront(viewport: Viewport, per: 'suite' | 'test' = 'suite'): Storefront {
  let opened: Storefront | undefined;
  let browser: Browser | undefined;
  if (per === 'test') {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
  }
  (per === 'suite' ? beforeAll : beforeEach)(async () => {
    opened = await openStorefront(viewport, browser);
  });
  (per === 'suite' ? afterAll : afterEach)(async () => {
    await opened?.close();
    opened = undefined;
  });
  const current = (): Storefront => {
    if (!opened) throw new Error('The storefront opens in beforeAll: use it inside a test');
    return opened;
  };
  return {
    get browser() {
      return current().browser;
    },
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    close: () => current().close(),
  };
}

async function apiData<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${shopUrl()}/api/v1${path}`, init);
  const body = (await response.json()) as { data: T };
  return body.data;
}

export function fetchCategories(): Promise<Category[]> {
  return apiData<Category[]>('/category/fetch-all-categories');
}

export function fetchAllProducts(query = ''): Promise<Product[]> {
  return apiData<Product[]>(`/product/fetch-all-products${query}`);
}

/** The amount as the UI formats it (en-NG, ₦): the same Intl call the app makes. */
export function naira(kobo: number): string {
  const options: Intl.NumberFormatOptions =
    kobo % 100 === 0 ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', ...options }).format(kobo / 100);
}

/** axe violations of serious or critical impact, as readable lines (empty when the page passes). */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, ['serious', 'critical']);
}

/** Signs out through the header's account menu ("Welcome, {name}" → Log out), at desktop width. */
export async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Welcome, / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}
