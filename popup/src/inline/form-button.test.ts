/** @jest-environment jsdom */
import { BUTTON_NOT_FOUND, mountFormButton, parametersFromDataset } from './form-button';
import { checkoutFrame, fromCheckout, newPay, resetDom } from './test-helpers';

function formWithScript(attributes: Record<string, string>): { form: HTMLFormElement; script: HTMLScriptElement } {
  const form = document.createElement('form');
  form.action = '/paid';
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  form.appendChild(script);
  document.body.appendChild(form);
  return { form, script };
}

const basic = { 'data-key': 'pk_test_1', 'data-email': 'ada@example.com', 'data-amount': '50000' };

beforeEach(() => {
  resetDom();
  jest.restoreAllMocks();
});

describe('parametersFromDataset', () => {
  test('It should map dashed attributes to parameter names and types', () => {
    const { script } = formWithScript({
      ...basic,
      'data-currency': 'NGN',
      'data-first-name': 'Ada',
      'data-last-name': 'Obi',
      'data-reference': 'ORD-1',
      'data-metadata': '{"order":42}',
      'data-split-code': 'SPL_1',
      'data-subscription-count': '3',
      'data-channels': 'card, bank',
      'data-button-text': 'Buy',
      'data-unknown-thing': 'x',
    });
    expect(parametersFromDataset(script.dataset)).toEqual({
      key: 'pk_test_1', email: 'ada@example.com', amount: '50000', currency: 'NGN', firstName: 'Ada', lastName: 'Obi',
      reference: 'ORD-1', metadata: { order: 42 }, split_code: 'SPL_1', subscriptionCount: 3, channels: ['card', 'bank'],
    });
  });
});

describe('form-button mode', () => {
  test("It should render a 'Pay' button with the amount and the SPEC §9 style", () => {
    const { script } = formWithScript({ ...basic, 'data-currency': 'NGN' });
    const button = mountFormButton(script, newPay());
    expect(button?.textContent).toBe('Pay NGN 500.00');
    expect(button?.getAttribute('type')).toBe('button');
    expect(script.nextElementSibling).toBe(button);
    expect(button?.style).toMatchObject({ height: '50px', width: 'auto', borderRadius: '3px', padding: '10px' });
    expect(button?.hasAttribute('style')).toBe(true);
  });

  test('It should use data-button-text and the light variant', () => {
    const { script } = formWithScript({ ...basic, 'data-button-text': 'Pay for my agbada', 'data-button-variant': 'light' });
    const button = mountFormButton(script, newPay());
    expect(button?.textContent).toBe('Pay for my agbada');
    expect(button?.style.background).toMatch(/^(#fff|rgb\(255, 255, 255\))$/);
  });

  test('It should open the checkout and, on success, add a hidden reference input and submit the form', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { form, script } = formWithScript(basic);
    mountFormButton(script, newPay())?.click();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
    expect(submit).not.toHaveBeenCalled();
    fromCheckout({ event: 'success', data: { reference: 'T123' } });
    const input = form.querySelector<HTMLInputElement>('input[name="reference"]');
    expect(input?.type).toBe('hidden');
    expect(input?.value).toBe('T123');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test('It should not submit the form when the customer cancels', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { form, script } = formWithScript(basic);
    mountFormButton(script, newPay())?.click();
    fromCheckout({ event: 'cancel' });
    expect(form.querySelector('input[name="reference"]')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  test('It should use the element named by data-button-id', () => {
    document.body.innerHTML = '<button id="my-pay">Checkout</button>';
    const { script } = formWithScript({ ...basic, 'data-button-id': 'my-pay' });
    const button = mountFormButton(script, newPay());
    expect(button).toBe(document.getElementById('my-pay'));
    expect(button?.textContent).toBe('Checkout');
    button?.click();
    expect(checkoutFrame()).not.toBeNull();
  });

  test('It should report a data-button-id that is not in the DOM', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { script } = formWithScript({ ...basic, 'data-button-id': 'missing' });
    expect(mountFormButton(script, newPay())).toBeUndefined();
    expect(error).toHaveBeenCalledWith(BUTTON_NOT_FOUND);
  });
});
