import type { ChargeResult, InitData } from './api';
import type { Checkout } from './checkout';

/** Helpers shared by the page's jsdom tests (not part of the bundle). */
export const initData: InitData = {
  id: 7, transaction_status: 'pending', access_code: 'ac_7', reference: 'R1', channels: ['card', 'bank_transfer'], merchant_id: 'm1',
  merchant_name: 'Ada Fabrics', merchant_key: 'pk_test_1', merchant_logo: '', email: 'ada@example.com', amount: 2500000, currency: 'NGN',
  label: '', customer: { email: 'ada@example.com', first_name: '', last_name: '' }, plan_details: null, custom_filters: null,
  link_config: { enabled: false, has_payment_instruments: false }, canPayWithVault: false, callback_url: '', log: null,
};

/** A page controller that shows views in `document.body` and records charge answers. */
export function fakeCheckout(): Checkout & { results: ChargeResult[]; backs: ((message: string) => void)[] } {
  const results: ChargeResult[] = [];
  const backs: ((message: string) => void)[] = [];
  return {
    data: initData,
    accessCode: initData.access_code,
    amount: 'NGN 25,000.00',
    results,
    backs,
    show: (view) => document.body.replaceChildren(view),
    announce: () => undefined,
    afterCharge: (result, back) => {
      results.push(result);
      backs.push(back);
    },
  };
}

/** A Pay answer for a stubbed fetch (jsdom has no Response: the one member the page reads). */
export function payAnswer(data: unknown, status = true): Response {
  return { json: () => Promise.resolve({ status, message: status ? 'ok' : String(data), data }) } as Response;
}
