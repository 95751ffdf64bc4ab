import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { codeIn, waitForMail } from '../support/mail';
import { payUrl } from '../support/stack';
import type { TestServer } from './popup-fixtures/servers';
import { startMerchantSite } from './pay-fixtures/merchant-site';
import { createMerchant, type MerchantKeys } from './pay-fixtures/merchants';
import { checkoutStatus, confirmTransfer, initialize, verifiedStatus } from './pay-fixtures/pay-api';

/**
 * The hosted checkout page in Chromium against the local stack, framed by the real script on a merchant
 * page served from a third origin (neither the Shop's nor Pay's), so framing and messaging are truly
 * cross-origin; plus the redirect flow at `/pay/{access_code}` and axe on every view.
 */

jest.setTimeout(90_000);

const AMOUNT = 2500000;
const PAY_BUTTON = 'Pay NGN 25,000.00';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

type Event = [string, unknown?];

let browser: Browser;
let merchant: MerchantKeys;
let site: TestServer;
let context: BrowserContext;
let page: Page;
let emails = 0;

/** A fresh customer e-mail per journey, so saved cards and mails do not leak between tests. */
function email(): string {
  emails += 1;
  return `buyer-${Date.now()}-${emails}@example.com`;
}

beforeAll(async () => {
  browser = await launchChromium();
  merchant = await createMerchant('Ada Fabrics');
  site = await startMerchantSite(payUrl());
});

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: phone, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await page.goto(`${site.origin}/shop`);
});

afterEach(async () => {
  await context.close();
});

function events(): Promise<Event[]> {
  return page.evaluate(() => (window as unknown as { events: Event[] }).events);
}

async function waitForEvent(name: string): Promise<Event> {
  const handle = await page.waitForFunction(
    (wanted) => (window as unknown as { events: Event[] }).events.find((event) => event[0] === wanted),
    name,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as Event;
}

/** Opens the overlay through the script (`newTransaction`, or `checkout` to get the pre-checkout modal). */
async function openCheckout(customer: string, method: 'newTransaction' | 'checkout' = 'newTransaction', extra: Record<string, unknown> = {}): Promise<FrameLocator> {
  await page.evaluate(
    ({ key, customer: address, amount, method: call, extra: more }) => {
      const w = window as unknown as { pay: Record<string, (params: unknown) => unknown>; track: (params: object) => object };
      void w.pay[call]?.(w.track({ key, email: address, amount, ...more }));
    },
    { key: merchant.publicKey, customer, amount: AMOUNT, method, extra },
  );
  const frame = page.frameLocator('iframe[title="Secure checkout"]');
  if (method === 'newTransaction') await frame.getByRole('heading', { level: 1, name: PAY_BUTTON }).waitFor();
  return frame;
}

async function fillCard(frame: FrameLocator | Page, number: string, save = false): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('CVV').fill('123');
  if (save) await frame.getByLabel('Save this card with Pay for faster checkout').check();
  await frame.getByRole('button', { name: PAY_BUTTON }).click();
}

async function successReference(): Promise<string> {
  const [, data] = await waitForEvent('success');
  const response = data as { reference: string; trxref: string; status: string; trans: string; transaction: string; message: string };
  expect(response).toMatchObject({ status: 'success', trxref: response.reference });
  expect(response.trans).toBeTruthy();
  expect(response.transaction).toBe(response.trans);
  return response.reference;
}

describe('overlay checkout', () => {
  test('It should take a successful card payment and report it with the reference', async () => {
    const frame = await openCheckout(email());
    const [, loaded] = await waitForEvent('load');
    expect(loaded).toMatchObject({ accessCode: expect.any(String) });
    expect(await page.locator('iframe[title="Secure checkout"]').getAttribute('src')).toBe(`${payUrl()}/popup?origin=${encodeURIComponent(site.origin)}&key=${merchant.publicKey}`);
    await expect(frame.getByText('Ada Fabrics').isVisible()).resolves.toBe(true);
    // The merchant's page behind the overlay is out of reach of the keyboard until the checkout closes.
    expect(await page.locator('main').getAttribute('inert')).toBe('');
    await fillCard(frame, '4084 0840 8408 4081');
    const reference = await successReference();
    expect(await verifiedStatus(merchant.secretKey, reference)).toBe('success');
    expect(await page.locator('iframe[title="Secure checkout"]').count()).toBe(0);
    expect(await page.locator('main').getAttribute('inert')).toBeNull();

    const fromPay = (await page.evaluate(() => (window as unknown as { messages: { origin: string; data: { event?: string; data?: object } }[] }).messages))
      .filter((message) => message.origin === payUrl())
      .map((message) => message.data);
    expect(fromPay.map((message) => message.event)).toEqual(['loaded:checkout', 'loaded:transaction', 'success']);
    expect(Object.keys(fromPay[1]?.data ?? {}).sort()).toEqual(['accessCode', 'customer', 'id']);
  });

  test('It should catch a bad card number in the page, before anything is sent', async () => {
    const frame = await openCheckout(email());
    await fillCard(frame, '4084 0840 8408 4082');
    await frame.getByText('This card number is not valid').waitFor();
    expect(await frame.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  test.each([
    ['declined', '4000000000000002'],
    ['insufficient funds', '4000000000009995'],
  ])('It should show a %s card inline, then let the customer retry with another card', async (_outcome, number) => {
    const frame = await openCheckout(email());
    await fillCard(frame, number);
    await frame.getByRole('alert').waitFor();
    expect((await events()).map(([name]) => name)).not.toContain('success');
    await fillCard(frame, '4084084084084081');
    await successReference();
  });

  test('It should ask for the PIN, refuse a wrong one, then ask for the OTP', async () => {
    const frame = await openCheckout(email());
    await fillCard(frame, '5060 6666 6666 6666 666');
    await frame.getByLabel('Card PIN').fill('0000');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.locator('.field-error:not(:empty)').waitFor();
    await frame.getByLabel('Card PIN').fill('1234');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('One-time code').fill('123456');
    await frame.getByRole('button', { name: 'Authorize' }).click();
    await successReference();
  });

  test('It should ask only for the OTP on an OTP card', async () => {
    const frame = await openCheckout(email());
    await fillCard(frame, '5399838383838381');
    await frame.getByLabel('One-time code').fill('123456');
    await frame.getByRole('button', { name: 'Authorize' }).click();
    await successReference();
  });

  test('It should give transfer details with copy buttons and end in transfer:pending', async () => {
    const frame = await openCheckout(email());
    const [, loaded] = await waitForEvent('load');
    await frame.getByRole('tab', { name: 'Bank transfer' }).click();
    await frame.getByRole('button', { name: 'Copy Account number' }).click();
    await frame.getByRole('button', { name: 'Copy Account number' }).filter({ hasText: 'Copied' }).waitFor();
    await frame.getByRole('timer').waitFor();
    await frame.getByRole('button', { name: 'I have sent the money' }).click();
    await waitForEvent('pending');
    expect((await events()).map(([name]) => name)).not.toContain('success');
    const { accessCode } = loaded as { accessCode: string };
    expect(await checkoutStatus(accessCode)).toBe('pending');
    await confirmTransfer(accessCode);
    expect(await checkoutStatus(accessCode)).toBe('success');
  });

  test('It should ask before cancelling, and report the cancel', async () => {
    const frame = await openCheckout(email());
    const [, loaded] = await waitForEvent('load');
    await frame.getByRole('button', { name: 'Close checkout' }).click();
    await frame.getByRole('button', { name: 'No, continue paying' }).click();
    await frame.getByLabel('Card number').waitFor();
    await frame.getByRole('button', { name: 'Close checkout' }).click();
    await frame.getByRole('button', { name: 'Yes, cancel' }).click();
    await waitForEvent('cancel');
    expect(await page.locator('iframe[title="Secure checkout"]').count()).toBe(0);
    expect(await checkoutStatus((loaded as { accessCode: string }).accessCode)).toBe('abandoned');
  });

  test('It should pay with a card saved in the vault, with the code from the mail', async () => {
    const customer = email();
    let frame = await openCheckout(customer);
    await fillCard(frame, '4084084084084081', true);
    await successReference();
    await page.evaluate(() => {
      (window as unknown as { events: Event[] }).events.length = 0;
    });

    frame = await openCheckout(customer, 'checkout');
    await page.getByRole('button', { name: 'Pay with Vault' }).click();
    await frame.getByLabel('6-digit code').waitFor();
    const code = codeIn(await waitForMail(customer));
    await frame.getByLabel('6-digit code').fill(code);
    await frame.getByRole('button', { name: 'Verify code' }).click();
    await frame.getByRole('button', { name: /^Pay NGN 25,000\.00 with .* ending 4081$/ }).click();
    await successReference();
  });
});

test('It should resume a transaction the merchant initialised on its server', async () => {
  const started = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT });
  await page.evaluate((code) => {
    const w = window as unknown as { pay: { resumeTransaction: (code: string, callbacks: object) => unknown }; track: (params: object) => object };
    w.pay.resumeTransaction(code, w.track({}));
  }, started.access_code);
  const frame = page.frameLocator('iframe[title="Secure checkout"]');
  await fillCard(frame, '4084084084084081');
  expect(await successReference()).toBe(started.reference);
  expect(await verifiedStatus(merchant.secretKey, started.reference)).toBe('success');
});

test('It should work embedded in a merchant container', async () => {
  await page.evaluate((key) => {
    const w = window as unknown as { pay: { newTransaction: (params: unknown) => unknown }; track: (params: object) => object };
    w.pay.newTransaction(w.track({ key, email: 'embed@example.com', amount: 2500000, container: 'embed' }));
  }, merchant.publicKey);
  const frame = page.frameLocator('#embed iframe');
  await fillCard(frame, '4084084084084081');
  await successReference();
});

test('It should send the customer back to callback_url after a redirect payment', async () => {
  const started = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT, callback_url: `${site.origin}/callback?order=42` });
  expect(started.authorization_url).toBe(`${payUrl()}/pay/${started.access_code}`);
  await page.goto(started.authorization_url);
  await fillCard(page, '4084084084084081');
  await page.waitForURL(`${site.origin}/callback?**`);
  const url = new URL(page.url());
  expect(url.searchParams.get('order')).toBe('42');
  expect(url.searchParams.get('reference')).toBe(started.reference);
  expect(url.searchParams.get('trxref')).toBe(started.reference);
  expect(await verifiedStatus(merchant.secretKey, started.reference)).toBe('success');
});

test('It should take a payment with the keyboard alone', async () => {
  const started = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT, callback_url: `${site.origin}/callback` });
  await page.goto(started.authorization_url);
  await page.getByLabel('Card number').waitFor();
  const focused = (): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

  const cardNumberId = await page.getByLabel('Card number').getAttribute('id');
  // The page opens with focus on its first field; before it come the tabs and the close button.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(cardNumberId);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('Card');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('Close checkout');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Card');
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('Bank transfer');
  expect(await page.getByRole('tab', { name: 'Bank transfer' }).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(cardNumberId);
  await page.keyboard.type('4084084084084081');
  expect(await page.getByLabel('Card number').inputValue()).toBe('4084 0840 8408 4081');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.origin}/callback?**`);
  expect(new URL(page.url()).searchParams.get('reference')).toBe(started.reference);
});

describe('framed by the wrong origin', () => {
  test('It should post nothing to a page that claims another origin', async () => {
    const started = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT });
    await page.evaluate(
      ({ pay, code }) => {
        const frame = document.createElement('iframe');
        frame.title = 'Spoofed';
        frame.src = `${pay}/pay/${code}?origin=${encodeURIComponent('https://shop.example')}`;
        document.body.appendChild(frame);
      },
      { pay: payUrl(), code: started.access_code },
    );
    const frame = page.frameLocator('iframe[title="Spoofed"]');
    await frame.getByRole('heading', { name: 'Checkout not available here' }).waitFor();
    await page.waitForTimeout(500);
    const received = await page.evaluate(() => (window as unknown as { messages: { origin: string }[] }).messages);
    expect(received.filter((message) => message.origin === payUrl())).toEqual([]);
  });

  test("It should let the browser refuse to frame a merchant's checkout outside its allowed domains", async () => {
    const strict = await createMerchant('Strict Fabrics', ['https://shop.example']);
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.evaluate((key) => {
      const w = window as unknown as { pay: { newTransaction: (params: unknown) => unknown }; track: (params: object) => object };
      w.pay.newTransaction(w.track({ key, email: 'strict@example.com', amount: 2500000 }));
    }, strict.publicKey);
    expect((await refused).text()).toContain('https://shop.example');
    const frame = page.frameLocator('iframe[title="Secure checkout"]');
    await expect(frame.getByLabel('Card number').count()).resolves.toBe(0);
    const received = await page.evaluate(() => (window as unknown as { messages: { origin: string; data: { event?: string } }[] }).messages);
    expect(received.filter((message) => message.origin === payUrl())).toEqual([]);
  });

  test("It should show a merchant's checkout on its own allowed domain", async () => {
    const own = await createMerchant('Own Site Fabrics', [site.origin]);
    await page.evaluate((key) => {
      const w = window as unknown as { pay: { newTransaction: (params: unknown) => unknown }; track: (params: object) => object };
      w.pay.newTransaction(w.track({ key, email: 'own-site@example.com', amount: 2500000 }));
    }, own.publicKey);
    const frame = page.frameLocator('iframe[title="Secure checkout"]');
    await frame.getByRole('heading', { level: 1, name: PAY_BUTTON }).waitFor();
    await frame.getByLabel('Card number').waitFor();
  });
});

describe.each([
  ['phone (375 px)', phone],
  ['desktop (1280 px)', desktop],
])('accessibility on %s', (_label, viewport) => {
  let standalone: Page;

  beforeEach(async () => {
    await page.setViewportSize(viewport);
    const started = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT });
    standalone = page;
    await standalone.goto(started.authorization_url);
    await standalone.getByLabel('Card number').waitFor();
  });

  const check = async (): Promise<void> => {
    expect(await axeViolations(standalone)).toEqual([]);
  };

  test('It should have no axe violation on the card form, its errors, PIN and OTP', async () => {
    await check();
    await fillCard(standalone, '4000000000000002');
    await standalone.getByRole('alert').waitFor();
    await check();
    await fillCard(standalone, '4084 0840 8408 4082');
    await standalone.getByText('This card number is not valid').waitFor();
    await check();
    await fillCard(standalone, '5060666666666666666');
    await standalone.getByLabel('Card PIN').waitFor();
    await check();
    await standalone.getByLabel('Card PIN').fill('1234');
    await standalone.getByRole('button', { name: 'Continue' }).click();
    await standalone.getByLabel('One-time code').waitFor();
    await check();
    await standalone.getByLabel('One-time code').fill('123456');
    await standalone.getByRole('button', { name: 'Authorize' }).click();
    await standalone.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await check();
  });

  test('It should have no axe violation on the transfer views and the cancel question', async () => {
    await standalone.getByRole('tab', { name: 'Bank transfer' }).click();
    await standalone.getByRole('button', { name: 'I have sent the money' }).waitFor();
    await check();
    await standalone.getByRole('button', { name: 'Close checkout' }).click();
    await standalone.getByRole('heading', { name: 'Cancel this payment?' }).waitFor();
    await check();
    await standalone.getByRole('button', { name: 'No, continue paying' }).click();
    await standalone.getByRole('button', { name: 'I have sent the money' }).click();
    await standalone.getByRole('heading', { name: 'Waiting for your transfer' }).waitFor();
    await check();
  });

  test('It should have no axe violation on the vault views', async () => {
    const customer = email();
    const first = await initialize(merchant.secretKey, { email: customer, amount: AMOUNT });
    await standalone.goto(first.authorization_url);
    await fillCard(standalone, '4084084084084081', true);
    await standalone.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const second = await initialize(merchant.secretKey, { email: customer, amount: AMOUNT });
    await standalone.goto(second.authorization_url);
    await standalone.getByRole('tab', { name: 'Vault' }).click();
    await standalone.getByRole('button', { name: 'Send me a code' }).waitFor();
    await check();
    await standalone.getByRole('button', { name: 'Send me a code' }).click();
    await standalone.getByLabel('6-digit code').waitFor();
    await check();
    await standalone.getByLabel('6-digit code').fill(codeIn(await waitForMail(customer)));
    await standalone.getByRole('button', { name: 'Verify code' }).click();
    await standalone.getByRole('button', { name: /^Remove .* ending 4081$/ }).waitFor();
    await check();
  });

  test('It should have no axe violation after a cancel, on a paid link, or in the overlay over the merchant page', async () => {
    await standalone.getByRole('button', { name: 'Close checkout' }).click();
    await standalone.getByRole('button', { name: 'Yes, cancel' }).click();
    await standalone.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await check();

    const paid = await initialize(merchant.secretKey, { email: email(), amount: AMOUNT });
    await standalone.goto(paid.authorization_url);
    await fillCard(standalone, '4084084084084081');
    await standalone.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await standalone.goto(paid.authorization_url);
    await standalone.getByRole('heading', { name: 'Already paid' }).waitFor();
    await check();

    await standalone.goto(`${site.origin}/shop`);
    await openCheckout(email());
    await check();
  });

  test('It should have no axe violation when the payment link is unknown', async () => {
    await standalone.goto(`${payUrl()}/pay/no_such_code`);
    await standalone.getByRole('heading', { name: 'Payment could not start' }).waitFor();
    await check();
  });
});
