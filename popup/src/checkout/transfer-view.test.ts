/** @jest-environment jsdom */
import { fakeCheckout, payAnswer } from './test-helpers';
import { transferView } from './transfer-view';

const checkout = fakeCheckout();

/** Lets the stubbed fetch's promise chain run under fake timers. */
const settle = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

test('It should show the account with a countdown, and offer a new account once it expires', async () => {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const paths: string[] = [];
  globalThis.fetch = ((url: string) => {
    paths.push(url);
    const account = { account_number: '9912345678', account_name: 'Pay / Ada Fabrics', bank_name: 'Test Bank', amount: 2500000, expires_at: new Date(now + 1_800_000).toISOString() };
    return Promise.resolve(payAnswer(account));
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
