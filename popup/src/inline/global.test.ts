/** @jest-environment jsdom */
import { resetDom } from './test-helpers';

type Scope = typeof globalThis & { AsoPay?: unknown; PaystackPop?: unknown };
const scope = window as Scope;

async function loadScript(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await import('./global');
  });
}

beforeEach(() => {
  resetDom();
  delete scope.AsoPay;
  delete scope.PaystackPop;
  jest.restoreAllMocks();
});

describe('script-tag entry', () => {
  test('It should define AsoPay and the PaystackPop alias', async () => {
    await loadScript();
    expect(typeof scope.AsoPay).toBe('function');
    expect(scope.PaystackPop).toBe(scope.AsoPay);
  });

  test('It should replay calls queued by the pre-load stub, and run later pushes at once', async () => {
    const params = { key: 'pk', email: 'a@b.co', amount: 100 };
    scope.AsoPay = { q: [['newTransaction', params]] };
    await loadScript();
    expect(document.querySelectorAll('iframe[title="Secure checkout"]')).toHaveLength(1);
    const pay = scope.AsoPay as { q: { push: (call: unknown[]) => void } };
    pay.q.push(['cancelTransaction']);
    expect(document.querySelector('iframe[title="Secure checkout"]')).toBeNull();
  });

  test('It should report a failing queued call without stopping the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    scope.AsoPay = { q: [['newTransaction', {}], ['noSuchMethod'], ['newTransaction', { key: 'pk', email: 'a@b.co', amount: 1 }]] };
    await loadScript();
    expect(error).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('iframe[title="Secure checkout"]')).toHaveLength(1);
  });

  test('It should start form-button mode from the script tag data attributes', async () => {
    const form = document.createElement('form');
    const script = document.createElement('script');
    script.src = 'https://pay.example/v1/inline.js';
    script.dataset.key = 'pk_test_1';
    script.dataset.email = 'ada@example.com';
    script.dataset.amount = '10000';
    form.appendChild(script);
    document.body.appendChild(form);
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      await loadScript();
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
    const button = form.querySelector('button');
    expect(button?.textContent).toBe('Pay NGN 100.00');
    button?.click();
    expect(document.querySelector<HTMLIFrameElement>('iframe[title="Secure checkout"]')?.src).toBe('https://pay.example/popup?origin=http%3A%2F%2Flocalhost&key=pk_test_1');
  });
});
