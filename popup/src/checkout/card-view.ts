import { type ChargeResult, PayError, payApi } from './api';
import { BRAND_NAMES, cardBrand, digitsOf, formatCardNumber, formatExpiry, parseExpiry, validateCard } from './card';
import type { Checkout } from './checkout';
import { alertBox, busy, field, h } from './dom';

/** Keeps the caret after the same number of digits when the field is reformatted. */
function reformat(input: HTMLInputElement, format: (value: string) => string): void {
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  input.value = format(input.value);
  if (atEnd || document.activeElement !== input) return;
  let position = 0;
  for (let seen = 0; position < input.value.length && seen < digitsBefore; position += 1) {
    if (/\d/.test(input.value[position] ?? '')) seen += 1;
  }
  input.setSelectionRange(position, position);
}

function heading(text: string): HTMLHeadingElement {
  return h('h2', { tabindex: -1 }, text);
}

/** The card form: number with grouping and brand, MM/YY, CVV, save-card option; checked before sending. */
export function cardView(checkout: Checkout): HTMLElement {
  const brandBadge = h('span', { class: 'brand', 'aria-hidden': 'true' });
  const number = field('Card number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '0000 0000 0000 0000', maxlength: 23 }, undefined, brandBadge);
  const brandName = h('span', { class: 'sr-only', 'aria-live': 'polite' });
  number.wrap.append(brandName);
  const expiry = field('Expiry (MM/YY)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: 5 });
  const cvv = field('CVV', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', maxlength: 4, type: 'password' }, undefined);
  const save = h('input', { type: 'checkbox', id: 'save-card' });
  const submit = h('button', { type: 'submit', class: 'primary' }, `Pay ${checkout.amount}`);
  const errorSlot = h('div');
  const form = h(
    'form',
    { class: 'card-form', novalidate: true },
    heading('Pay with card'),
    errorSlot,
    number.wrap,
    h('div', { class: 'row' }, expiry.wrap, cvv.wrap),
    h('div', { class: 'check' }, save, h('label', { for: 'save-card' }, 'Save this card with Pay for faster checkout')),
    submit,
  );

  let lastBrand = '';
  number.input.addEventListener('input', () => {
    reformat(number.input, formatCardNumber);
    const brand = cardBrand(number.input.value);
    brandBadge.className = `brand brand-${brand}`;
    brandBadge.textContent = brand === 'unknown' ? '' : BRAND_NAMES[brand];
    if (brand !== lastBrand) brandName.textContent = brand === 'unknown' ? '' : BRAND_NAMES[brand];
    lastBrand = brand;
  });
  expiry.input.addEventListener('input', (event) => {
    const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
    expiry.input.value = formatExpiry(expiry.input.value, deleting);
  });
  cvv.input.addEventListener('input', () => {
    cvv.input.value = digitsOf(cvv.input.value).slice(0, 4);
  });

  const showError = (message: string): void => {
    const sentence = /[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`;
    errorSlot.replaceChildren(alertBox(`${sentence} Check the details and try again, or use another card.`));
    checkout.show(form, { focus: number.input, tabs: true });
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    errorSlot.replaceChildren();
    const errors = validateCard({ number: number.input.value, expiry: expiry.input.value, cvv: cvv.input.value });
    number.setError(errors.number);
    expiry.setError(errors.expiry);
    cvv.setError(errors.cvv);
    const firstInvalid = errors.number ? number.input : errors.expiry ? expiry.input : errors.cvv ? cvv.input : undefined;
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    const parsed = parseExpiry(expiry.input.value);
    if (!parsed) return;
    busy(form, submit, 'Processing…', () =>
      payApi.chargeCard(checkout.accessCode, {
        number: digitsOf(number.input.value),
        exp_month: parsed.month,
        exp_year: parsed.year,
        cvv: cvv.input.value,
        save_card: save.checked,
      }),
    ).then(
      (result) => {
        // The CVV is needed once: never keep it in the page after a charge attempt.
        cvv.input.value = '';
        checkout.afterCharge(result, showError);
      },
      (error: unknown) => showError(error instanceof PayError ? error.message : 'Payment failed.'),
    );
  });
  return form;
}

/** A PIN or OTP step: one short numeric field, with wrong entries shown inline to retry. */
export function authView(checkout: Checkout, step: 'pin' | 'otp', result: ChargeResult, back: (message: string) => void): HTMLElement {
  const isPin = step === 'pin';
  const code = field(
    isPin ? 'Card PIN' : 'One-time code',
    isPin
      ? { type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 4 }
      : { inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 6 },
    result.display_text || (isPin ? 'Enter the 4-digit PIN of your card.' : 'Enter the code sent to your phone or e-mail.'),
  );
  const submit = h('button', { type: 'submit', class: 'primary' }, isPin ? 'Continue' : 'Authorize');
  const form = h('form', { novalidate: true }, heading(isPin ? 'Enter your PIN' : 'Enter the code'), code.wrap, submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = digitsOf(code.input.value);
    const expected = isPin ? 4 : 6;
    if (value.length !== expected) {
      code.setError(`Enter all ${expected} digits`);
      code.input.focus();
      return;
    }
    code.setError(undefined);
    busy(form, submit, 'Checking…', () => (isPin ? payApi.submitPin(checkout.accessCode, value) : payApi.submitOtp(checkout.accessCode, value))).then(
      (next) => {
        code.input.value = '';
        if (next.status === (isPin ? 'send_pin' : 'send_otp')) {
          code.setError(next.message || 'That was not right: try again');
          code.input.focus();
        } else checkout.afterCharge(next, back);
      },
      (error: unknown) => {
        code.input.value = '';
        code.setError(error instanceof PayError ? error.message : 'That was not right: try again');
        code.input.focus();
      },
    );
  });
  return form;
}
