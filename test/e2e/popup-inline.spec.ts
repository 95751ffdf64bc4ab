import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { merchantPage, startPayServer, startSite } from './popup-fixtures/servers';

/**
 * The pop-up script in Chromium, with the merchant page, the Pay host (script + checkout stand-in) and a
 * third site on three different loopback origins, so framing and messaging are truly cross-origin.
 */

const PARAMS = "{ key: 'pk_test_shop', email: 'ada@example.com', amount: 150000, reference: 'ORD-1' }";

/** Merchant code: records every callback in `window.events`. */
const RECORDER = `
window.events = [];
function track(extra) {
  return Object.assign({
    onLoad: function () { events.push(['load']); },
    onSuccess: function (r) { events.push(['success', r.reference]); },
    onCancel: function () { events.push(['cancel']); },
    onClose: function () { events.push(['close']); },
    onError: function (e) { events.push(['error', e.message]); },
  }, extra || {});
}
var pay = new AsoPay();
document.getElementById('open').addEventListener('click', function () {
  window.transaction = pay.newTransaction(track(${PARAMS}));
});
`;

let browser: Browser;
let payHost: Awaited<ReturnType<typeof startPayServer>>;
let shop: Awaited<ReturnType<typeof startSite>>;
let third: Awaited<ReturnType<typeof startSite>>;
let page: Page;

beforeAll(async () => {
  payHost = await startPayServer();
  third = await startSite({
    '/forge': `<!doctype html><script>
      window.parent.postMessage({ event: 'success', data: { reference: 'forged' } }, '*');
      window.parent.postMessage({ event: 'loaded:transaction' }, '*');
      window.parent.postMessage('PaystackClose', '*');
    </script>`,
  });
  const pay = payHost.origin;
  shop = await startSite({
    '/overlay': merchantPage(pay, '<button id="open" type="button">Pay now</button><div id="frames"></div>', RECORDER),
    '/embed': merchantPage(
      pay,
      '<div id="checkout-here" style="width:400px;height:600px"></div>',
      `window.events = [];
       new AsoPay().newTransaction({ key: 'pk_test_shop', email: 'ada@example.com', amount: 5000, container: 'checkout-here',
         onSuccess: function (r) { events.push(['success', r.reference]); } });`,
    ),
    '/form': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form</title></head><body>
      <form action="/paid" method="POST"><input type="hidden" name="order" value="42">
      <script src="${pay}/v1/inline.js" data-key="pk_test_shop" data-email="ada@example.com" data-amount="250000"
        data-currency="NGN" data-reference="FORM-1" data-first-name="Ada"></script></form></body></html>`,
    '/paid': '<!doctype html><title>Paid</title><p>Thanks</p>',
    '/strict': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${pay} 'nonce-e2e'; frame-src ${pay}; connect-src ${pay}; img-src ${pay}; style-src 'self'">
      </head><body><button id="open" type="button">Checkout</button>
      <script src="${pay}/v1/inline.js"></script>
      <script nonce="e2e">
        window.events = [];
        document.getElementById('open').addEventListener('click', function () {
          new AsoPay().checkout({ key: 'pk_test_shop', email: 'ada@example.com', amount: 150000, language: 'fr',
            onCancel: function () { events.push(['cancel']); } });
        });
      </script></body></html>`,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([payHost?.close(), shop?.close(), third?.close()]);
});

beforeEach(async () => {
  page = await browser.newPage();
});

afterEach(async () => {
  await page.close();
});

const checkout = (): ReturnType<Page['frameLocator']> => page.frameLocator('iframe[title="Secure checkout"]');
const events = (): Promise<unknown[]> => page.evaluate(() => (window as unknown as { events: unknown[] }).events);

/** Waits for a condition on the Node side (requests the fake API received). */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function openOverlay(): Promise<void> {
  await page.goto(`${shop.origin}/overlay`);
  await page.click('#open');
  await checkout().locator('#status').filter({ hasText: 'Ready: ada@example.com' }).waitFor();
}

test('The overlay opens over the page, gets the parameters and closes on cancel', async () => {
  await openOverlay();
  const frame = page.locator('iframe[title="Secure checkout"]');
  expect(await frame.getAttribute('src')).toBe(`${payHost.origin}/popup?origin=${encodeURIComponent(shop.origin)}&key=pk_test_shop`);
  expect(await frame.isVisible()).toBe(true);
  expect(await page.locator('iframe[title="Checkout background"]').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  const params = JSON.parse((await checkout().locator('#params').textContent()) ?? '{}') as {
    path: string;
    params: Record<string, unknown>;
  };
  expect(params.path).toBe('newTransaction');
  expect(params.params).toMatchObject({ key: 'pk_test_shop', email: 'ada@example.com', amount: 150000, ref: 'ORD-1', mode: 'popup' });
  expect(JSON.parse(params.params.metadata as string)).toEqual({ referrer: `${shop.origin}/overlay` });
  expect(await events()).toEqual([['load']]);

  await checkout().locator('#cancel').click();
  await frame.waitFor({ state: 'detached' });
  await page.locator('iframe[title="Checkout background"]').waitFor({ state: 'detached' });
  expect(await events()).toEqual([['load'], ['cancel'], ['close']]);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('open');
});

test('Escape in the checkout closes the overlay', async () => {
  await openOverlay();
  await checkout().locator('#pay').focus();
  await page.keyboard.press('Escape');
  await page.locator('iframe[title="Secure checkout"]').waitFor({ state: 'detached' });
  expect(await events()).toContainEqual(['cancel']);
});

test('Success in the checkout reaches onSuccess with the reference', async () => {
  await openOverlay();
  await checkout().locator('#pay').click();
  await page.locator('iframe[title="Secure checkout"]').waitFor({ state: 'detached' });
  expect(await events()).toEqual([['load'], ['success', 'ORD-1']]);
  expect(await page.evaluate(() => (window as unknown as { transaction: { status: string } }).transaction.status)).toBe('success');
});

test('Messages forged by a third origin or by the page itself are ignored', async () => {
  await openOverlay();
  await page.evaluate((src) => {
    const forger = document.createElement('iframe');
    forger.src = src;
    forger.title = 'forger';
    document.getElementById('frames')?.appendChild(forger);
    return new Promise((resolve) => forger.addEventListener('load', resolve));
  }, `${third.origin}/forge`);
  await page.evaluate(() => {
    window.postMessage({ event: 'success', data: { reference: 'self-forged' } }, '*');
    window.postMessage('PaystackClose', '*');
  });
  await page.waitForTimeout(300);
  expect(await page.locator('iframe[title="Secure checkout"]').isVisible()).toBe(true);
  expect(await events()).toEqual([['load']]);

  await checkout().locator('#pay').click();
  await page.locator('iframe[title="Secure checkout"]').waitFor({ state: 'detached' });
  expect(await events()).toEqual([['load'], ['success', 'ORD-1']]);
});

test('The stand-in only ever receives messages from the merchant origin', async () => {
  await openOverlay();
  const frame = page.frames().find((f) => f.url().startsWith(`${payHost.origin}/popup`));
  const received = (await frame?.evaluate(() => (window as unknown as { standInReceived: { origin: string }[] }).standInReceived)) ?? [];
  expect(received.length).toBeGreaterThan(0);
  expect(received.every((message) => message.origin === shop.origin)).toBe(true);
});

test('Embed mode renders the checkout inside the merchant container', async () => {
  await page.goto(`${shop.origin}/embed`);
  const frame = page.locator('#checkout-here iframe[title="Secure checkout"]');
  await frame.waitFor();
  expect(await page.locator('iframe[title="Checkout background"]').count()).toBe(0);
  const embedded = page.frameLocator('#checkout-here iframe');
  await embedded.locator('#status').filter({ hasText: 'Ready' }).waitFor();
  await embedded.locator('#pay').click();
  await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0);
  expect((await events())[0]).toEqual(['success', expect.stringMatching(/^T\d+$/)]);
});

test('Form-button mode renders a Pay button and submits the form with the reference on success', async () => {
  await page.goto(`${shop.origin}/form`);
  const button = page.locator('form button');
  expect(await button.textContent()).toBe('Pay NGN 2500.00');
  await button.click();
  await checkout().locator('#status').filter({ hasText: 'Ready' }).waitFor();
  await Promise.all([page.waitForURL(`${shop.origin}/paid`), checkout().locator('#pay').click()]);
  const posted = new URLSearchParams(shop.posts['/paid']?.[0] ?? '');
  expect(posted.get('order')).toBe('42');
  expect(posted.get('reference')).toBe('FORM-1');
});

test('checkout() under a strict CSP: styled vault modal, API calls, no policy violations', async () => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  payHost.calls.length = 0;
  await page.goto(`${shop.origin}/strict`);
  await page.click('#open');
  const sheet = page.locator('[data-aso-pay="modal"] [role="dialog"]');
  await sheet.waitFor();
  expect(await sheet.evaluate((node) => getComputedStyle(node).maxWidth)).toBe('350px');
  expect(await sheet.evaluate((node) => getComputedStyle(node).position)).toBe('absolute');
  expect(await sheet.textContent()).toContain('Pay NGN 1500.00');

  const init = payHost.calls.find((call) => call.path === '/checkout/request_inline');
  expect(init?.headers['accept-language']).toBe('fr');
  expect(JSON.parse(init?.body ?? '{}')).not.toHaveProperty('language');
  await until(() => payHost.calls.some((call) => call.path === '/transaction/set_ip/4242'));
  expect(payHost.calls.find((call) => call.path === '/transaction/set_ip/4242')?.headers.authorization).toBe('Bearer pk_test_shop');

  await page.locator('[data-aso-pay="modal"] button', { hasText: 'Pay with Vault' }).click();
  await checkout().locator('#status').filter({ hasText: 'Ready' }).waitFor();
  const frame = page.frames().find((f) => f.url().startsWith(`${payHost.origin}/popup`));
  const received = (await frame?.evaluate(() => (window as unknown as { standInReceived: { data: { type: string; path?: string } }[] }).standInReceived)) ?? [];
  expect(received.map((message) => message.data.path ?? message.data.type)).toEqual(['newTransaction', 'inline:pay-with-vault']);

  await checkout().locator('#cancel').click();
  await page.locator('iframe[title="Secure checkout"]').waitFor({ state: 'detached' });
  expect(await events()).toEqual([['cancel']]);
  await until(() => payHost.calls.some((call) => call.path === '/transaction/update_log/4242'));
  const log = payHost.calls.find((call) => call.path === '/transaction/update_log/4242');
  expect(log?.headers.authorization).toBe('Bearer pk_test_shop');
  expect(JSON.parse((JSON.parse(log?.body ?? '{}') as { payload: string }).payload)).toMatchObject({ attempts: 1, success: false });
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
