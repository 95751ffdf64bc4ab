/** @jest-environment jsdom */
import type { InitData } from './api';
import type { Checkout } from './checkout';
import { transferView } from './transfer-view';

const data: InitData = {
  id: 7, transaction_status: 'pending', access_code: 'ac_7', reference: 'R1', channels: ['bank_transfer'], merchant_id: 'm1', merchant_name: 'Ada Fabrics',
  merchant_key: 'pk_test_1', merchant_logo: '', email: 'ada@example.com', amount: 2500000, currency: 'NGN', label: '',
  customer: { email: 'ada@example.com', first_name: '', last_name: '' }, plan_details: null, custom_filters: null,
  link_config: { enabled: false, has_payment_instruments: false }, canPayWithVault: false, callback_url: '', log: null,
};

const checkout: Checkout = {
  data,
  accessCode: 'ac_7',
  amount: 'NGN 25,000.00',
  show: (view) => document.body.replaceChildren(view),
  announce: () => undefined,
  afterCharge: () => undefined,
};

/** Lets the stubbed fetch's promise chain run under fake timers. */
const settle = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

test('It should show the account with a countdown, and offer a new account once it expires', async () => {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const paths: string[] = [];
  globalThis.fetch = ((url: string) => {
    paths.push(url);
    const account = { account_number: '9912345678', account_name: 'Pay / Ada Fabrics', bank_name: 'Test Bank', amount: 2500000, expires_at: new Date(now + 1_800_000).toISOString() };
    /** jsdom has no Response: the one member the page reads. */
    return Promise.resolve({ json: () => Promise.resolve({ status: true, message: 'ok', data: account }) } as Response);
  }) as typeof fetch;
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    checkout.show(transferView(checkout, () => now));
    await settle();
    expect(document.body.textContent).toContain('9912345678');
    expect(document.body.textContent).toContain('Transfer exactly NGN 25,000.00');
    expect(document.querySelector('[role=timer]')?.textContent).toBe('30:00');

    now += 1_799_000;
    await jest.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('[role=timer]')?.textContent).toBe('00:01');

    now += 2000;
    await jest.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('[role=alert]')?.textContent).toContain('This account has expired');
    const sent = [...document.querySelectorAll('button')].find((button) => button.textContent === 'I have sent the money');
    expect(sent?.disabled).toBe(true);
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Get a new account number')?.click();
    await settle();
    expect(paths).toEqual(['/checkout/charge/bank_transfer', '/checkout/charge/bank_transfer']);
  } finally {
    jest.useRealTimers();
  }
});
