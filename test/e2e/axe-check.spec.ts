import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { axeResults } from '../support/axe';
import { launchChromium } from '../support/chromium';

/**
 * The accessibility check every journey runs (`axeResults`): axe in one run in the page when all its frames are
 * its own, in each frame apart when one comes from another origin. Pages are served by the browser's request
 * routing from two made-up origins, so the frames really are same- or cross-origin.
 */
const pages: Record<string, string> = {
  'http://own.test/': '<!doctype html><html lang="en"><title>Own</title><main><h1>Own</h1><img src="/a.png"><iframe title="Own frame" src="/inner"></iframe></main></html>',
  'http://own.test/with-other': '<!doctype html><html lang="en"><title>Own</title><main><h1>Own</h1><iframe title="Other frame" src="http://other.test/inner"></iframe></main></html>',
  'http://own.test/inner': '<!doctype html><html lang="en"><title>Inner</title><button></button></html>',
  'http://other.test/inner': '<!doctype html><html lang="en"><title>Other</title><input type="text"></html>',
};

type Found = [string, string[]][];

function found(results: Awaited<ReturnType<AxeBuilder['analyze']>>): Found {
  return results.violations.map((violation): [string, string[]] => [violation.id, violation.nodes.map((node) => node.target.join(' '))]).sort(([a], [b]) => a.localeCompare(b));
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext();
  await context.route('http://*.test/**', (route) => {
    const html = pages[route.request().url()];
    return html === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ contentType: 'text/html', body: html });
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
});

describe('the axe check', () => {
  test('It should find what the per-frame run finds, in the page and its own frames, on a page without other origins', async () => {
    await page.goto('http://own.test/');
    await page.frameLocator('iframe[title="Own frame"]').locator('button').waitFor();
    const ours = found(await axeResults(page));
    expect(ours).toEqual(found(await new AxeBuilder({ page }).analyze()));
    expect(ours.map(([id]) => id)).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  });

  test("It should still check a frame from another origin, which a single run in the page cannot see into", async () => {
    await page.goto('http://own.test/with-other');
    await page.frameLocator('iframe[title="Other frame"]').locator('input').waitFor();
    expect(found(await axeResults(page)).map(([id]) => id)).toContain('label');
    expect(found(await new AxeBuilder({ page }).setLegacyMode(true).analyze()).map(([id]) => id)).not.toContain('label');
  });
});
