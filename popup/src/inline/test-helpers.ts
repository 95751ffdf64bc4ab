import type { CheckoutEvent } from '../protocol';
import { AsoPay } from './pay';

/** Helpers shared by the jsdom unit tests (not part of the bundle). */
export const CHECKOUT_ORIGIN = 'https://pay.example';

export function validParams(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { key: 'pk_test_1', email: 'ada@example.com', amount: 150000, ...extra };
}

export function newPay(): AsoPay {
  return new AsoPay({ origin: CHECKOUT_ORIGIN });
}

export function checkoutFrame(): HTMLIFrameElement | null {
  return document.querySelector('iframe[title="Secure checkout"]');
}

export function backgroundFrame(): HTMLIFrameElement | null {
  return document.querySelector('iframe[title="Checkout background"]');
}

/** Dispatches a message as if it came from `source` (default: our checkout frame) at `origin`. */
export function fromCheckout(
  data: CheckoutEvent | string | Record<string, unknown>,
  { origin = CHECKOUT_ORIGIN, source }: { origin?: string; source?: Window | null } = {},
): void {
  const from = source === undefined ? checkoutFrame()?.contentWindow ?? null : source;
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }));
}

/** A `fetch` stand-in answering each call with the next JSON body, recording the requests. */
export function stubFetch(...bodies: unknown[]): jest.Mock {
  const queue = [...bodies];
  const fake = jest.fn(async (_url: string, _init?: RequestInit) => {
    const body = queue.length > 1 ? queue.shift() : queue[0];
    if (body instanceof Error) throw body;
    return { json: async () => body } as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fake;
  return fake;
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export function resetDom(): void {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.style.overflow = '';
}
