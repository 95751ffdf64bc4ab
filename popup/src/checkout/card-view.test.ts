/** @jest-environment jsdom */
import { authView, cardView } from './card-view';
import { fakeCheckout, payAnswer as answer } from './test-helpers';

interface Call {
  url: string;
  body: Record<string, unknown>;
}

let calls: Call[];
let next: Response;

beforeEach(() => {
  calls = [];
  next = answer({ status: 'success', message: 'Approved', reference: 'R1' });
  globalThis.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return Promise.resolve(next);
  }) as typeof fetch;
});

function input(label: string): HTMLInputElement {
  const labelElement = [...document.querySelectorAll('label')].find((element) => element.textContent === label);
  const found = labelElement ? document.getElementById(labelElement.htmlFor) : null;
  if (!(found instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return found;
}

function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input'));
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function submit(): void {
  document.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
}

test('It should group the number, name the brand and format the expiry as typed', () => {
  const checkout = fakeCheckout();
  checkout.show(cardView(checkout));
  type(input('Card number'), '5060666666666666666');
  expect(input('Card number').value).toBe('5060 6666 6666 6666 666');
  expect(document.querySelector('.brand')?.textContent).toBe('Verve');
  type(input('Expiry (MM/YY)'), '1230');
  expect(input('Expiry (MM/YY)').value).toBe('12/30');
  type(input('CVV'), '1a2b3');
  expect(input('CVV').value).toBe('123');
});

test('It should stop a bad card in the page, marking each wrong field', () => {
  const checkout = fakeCheckout();
  checkout.show(cardView(checkout));
  type(input('Card number'), '4084084084084082');
  type(input('Expiry (MM/YY)'), '0120');
  submit();
  expect(calls).toEqual([]);
  expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
  expect(input('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
  expect(input('CVV').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(input('Card number'));
});

test("It should send the card only to Pay's own charge route, digits only, and forget the CVV", async () => {
  const checkout = fakeCheckout();
  checkout.show(cardView(checkout));
  type(input('Card number'), '4084 0840 8408 4081');
  type(input('Expiry (MM/YY)'), '12/30');
  type(input('CVV'), '123');
  input('Save this card with Pay for faster checkout').checked = true;
  submit();
  await settle();
  expect(calls).toEqual([
    { url: '/checkout/charge/card', body: { access_code: 'ac_7', number: '4084084084084081', exp_month: 12, exp_year: 2030, cvv: '123', save_card: true } },
  ]);
  expect(checkout.results).toEqual([{ status: 'success', message: 'Approved', reference: 'R1' }]);
  expect(input('CVV').value).toBe('');
});

test('It should show a declined card inline and keep the number for a retry', async () => {
  const checkout = fakeCheckout();
  checkout.show(cardView(checkout));
  type(input('Card number'), '4000000000000002');
  type(input('Expiry (MM/YY)'), '12/30');
  type(input('CVV'), '123');
  submit();
  await settle();
  checkout.backs[0]?.('Declined');
  expect(document.querySelector('[role=alert]')?.textContent).toContain('Declined');
  expect(input('Card number').value).toBe('4000 0000 0000 0002');
});

test('It should show a wrong PIN on the PIN step and let the customer try again', async () => {
  const checkout = fakeCheckout();
  checkout.show(authView(checkout, 'pin', { status: 'send_pin', message: 'Enter PIN', reference: 'R1' }, () => undefined));
  type(input('Card PIN'), '12');
  submit();
  expect(calls).toEqual([]);
  next = answer('Incorrect PIN', false);
  type(input('Card PIN'), '0000');
  submit();
  await settle();
  expect(calls).toEqual([{ url: '/checkout/charge/pin', body: { access_code: 'ac_7', pin: '0000' } }]);
  expect(document.querySelector('.field-error')?.textContent).toBe('Incorrect PIN');
  expect(input('Card PIN').value).toBe('');
  expect(checkout.results).toEqual([]);
});
