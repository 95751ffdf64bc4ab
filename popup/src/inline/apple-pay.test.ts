/** @jest-environment jsdom */
import {
  APPLE_PAY_FAILED,
  APPLE_PAY_SDK,
  type ApplePaySessionLike,
  canPayWithWallet,
  NO_ACTIVE_TRANSACTION,
  paymentSheet,
  planLabel,
  PROVIDER_SUFFIX,
  startWalletPay,
} from './apple-pay';
import { WALLET_TEXT } from './modal';
import { CHECKOUT_ORIGIN, checkoutFrame, fromCheckout, newPay, resetDom, settle, stubFetch, validParams } from './test-helpers';

class FakeSession implements ApplePaySessionLike {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static supported = 6;
  static instances: FakeSession[] = [];
  static supportsVersion(version: number): boolean {
    return version <= FakeSession.supported;
  }
  static canMakePayments(): boolean {
    return true;
  }
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  begin = jest.fn();
  abort = jest.fn();
  completeMerchantValidation = jest.fn();
  completePayment = jest.fn();
  constructor(readonly version: number, readonly request: ReturnType<typeof paymentSheet>) {
    FakeSession.instances.push(this);
  }
}

const initData = {
  id: 77, access_code: 'ac_77', merchant_key: 'pk_m', merchant_name: 'Aso Tailors', merchant_logo: 'https://cdn.example/logo.png',
  amount: 250050, currency: 'NGN', channels: ['card', 'apple_pay'], label: 'Agbada order',
};

function defineAppleButton(): void {
  if (!customElements.get('apple-pay-button')) customElements.define('apple-pay-button', class extends HTMLElement {});
}

function setSecure(value: boolean): void {
  Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
}

function modalRoot(): ShadowRoot | null {
  return document.querySelector('[data-aso-pay="modal"]')?.shadowRoot ?? null;
}

beforeEach(() => {
  resetDom();
  jest.restoreAllMocks();
  FakeSession.instances = [];
  FakeSession.supported = 6;
  setSecure(true);
  (window as { ApplePaySession?: unknown }).ApplePaySession = FakeSession;
});

afterAll(() => {
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
});

describe('canPayWithWallet', () => {
  test('It should need a secure page, ApplePaySession version 6 and the apple_pay channel', () => {
    expect(canPayWithWallet(['apple_pay'])).toBe(true);
    expect(canPayWithWallet(['card'])).toBe(false);
    expect(canPayWithWallet(undefined)).toBe(false);
    FakeSession.supported = 5;
    expect(canPayWithWallet(['apple_pay'])).toBe(false);
    FakeSession.supported = 6;
    setSecure(false);
    expect(canPayWithWallet(['apple_pay'])).toBe(false);
    setSecure(true);
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    expect(canPayWithWallet(['apple_pay'])).toBe(false);
  });
});

describe('paymentSheet', () => {
  test('It should describe the payment per SPEC §9', () => {
    expect(paymentSheet(initData)).toEqual({
      countryCode: 'NG',
      currencyCode: 'NGN',
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      supportedNetworks: ['visa', 'masterCard'],
      requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
      total: { label: `Aso Tailors${PROVIDER_SUFFIX}`, amount: '2500.50' },
    });
  });

  test.each([
    ['annually', 'ANNUAL PLAN'],
    ['biannually', 'BIANNUAL PLAN'],
    ['monthly', 'MONTHLY PLAN'],
    ['weekly', 'WEEKLY PLAN'],
  ])('It should label a %s plan %s', (interval, label) => {
    expect(planLabel(interval)).toBe(label);
    expect(paymentSheet({ ...initData, plan_details: { interval } }).lineItems).toEqual([{ label, amount: '2500.50' }]);
  });
});

describe('wallet pay through checkout()', () => {
  async function openWalletModal(extra: Record<string, unknown> = {}): Promise<jest.Mock> {
    defineAppleButton();
    const fetch = stubFetch({ status: true, message: 'ok', data: initData });
    await newPay().checkout(validParams(extra));
    await settle();
    return fetch;
  }

  function applePayButton(): HTMLElement {
    const button = modalRoot()?.querySelector<HTMLElement>('apple-pay-button');
    if (!button) throw new Error('no Apple Pay button');
    return button;
  }

  test('It should show the wallet variant of the modal with the merchant text set as text', async () => {
    await openWalletModal();
    const root = modalRoot();
    expect(root?.textContent).toContain(WALLET_TEXT);
    expect(root?.textContent).toContain('Agbada order');
    expect(root?.textContent).toContain('Pay NGN 2500.50');
    expect([...(root?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toContain('More payment options');
    expect(checkoutFrame()?.style.visibility).toBe('hidden');
  });

  test('It should validate the merchant, charge and complete successfully', async () => {
    const onSuccess = jest.fn();
    const fetch = await openWalletModal({ onSuccess, reference: 'ORD-9' });
    const post = jest.spyOn(checkoutFrame()?.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    fromCheckout({ event: 'loaded:checkout' });
    fetch.mockClear();
    stubFetch({ status: true, message: 'session', data: { merchantSession: 'opaque' } }, { status: true, message: 'Charged' });
    applePayButton().click();
    const session = FakeSession.instances[0] as FakeSession;
    expect(session.version).toBe(6);
    expect(session.begin).toHaveBeenCalled();
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await settle();
    const fetchAfter = globalThis.fetch as jest.Mock;
    const [url, init] = fetchAfter.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${CHECKOUT_ORIGIN}/applepay/validate-session/`);
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      transaction: '77',
      sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      displayName: 'Aso Tailors',
      domainName: location.hostname,
    });
    expect(session.completeMerchantValidation).toHaveBeenCalledWith({ merchantSession: 'opaque' });
    session.onpaymentauthorized?.({ payment: { token: 'tok' } });
    await settle();
    const [chargeUrl, chargeInit] = fetchAfter.mock.calls[1] as [string, RequestInit];
    expect(chargeUrl).toBe(`${CHECKOUT_ORIGIN}/applepay/charge`);
    expect(Object.fromEntries(new URLSearchParams(chargeInit.body as string))).toEqual({
      transaction: '77', paymentObject: '{"token":"tok"}',
    });
    expect(session.completePayment).toHaveBeenCalledWith(FakeSession.STATUS_SUCCESS);
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ reference: 'ORD-9', status: 'success' }));
    expect(modalRoot()).toBeNull();
    expect(post).toHaveBeenCalledWith({ type: 'analytics', action: 'trackPaymentAttempt' }, CHECKOUT_ORIGIN);
  });

  test('It should show the failure text in the modal when the charge fails', async () => {
    const onSuccess = jest.fn();
    await openWalletModal({ onSuccess });
    const post = jest.spyOn(checkoutFrame()?.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    fromCheckout({ event: 'loaded:checkout' });
    stubFetch({ status: true, data: {} }, { status: false, message: 'Card declined' });
    applePayButton().click();
    const session = FakeSession.instances[0] as FakeSession;
    session.onvalidatemerchant?.({ validationURL: 'https://apple.example' });
    await settle();
    session.onpaymentauthorized?.({ payment: {} });
    await settle();
    expect(session.completePayment).toHaveBeenCalledWith(FakeSession.STATUS_FAILURE);
    expect(modalRoot()?.querySelector('[role="alert"]')?.textContent).toBe(APPLE_PAY_FAILED);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith({ type: 'analytics', action: 'trackPaymentError', data: { message: 'Card declined' } }, CHECKOUT_ORIGIN);
  });

  test("It should report 'Transaction attempt failed' without a server message and 'Error occurred' on exceptions", async () => {
    await openWalletModal();
    const post = jest.spyOn(checkoutFrame()?.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    fromCheckout({ event: 'loaded:checkout' });
    stubFetch({ status: false });
    applePayButton().click();
    FakeSession.instances[0]?.onpaymentauthorized?.({ payment: {} });
    await settle();
    stubFetch(new TypeError('Failed to fetch'));
    applePayButton().click();
    FakeSession.instances[1]?.onpaymentauthorized?.({ payment: {} });
    await settle();
    const errors = post.mock.calls.map(([message]) => message).filter((m) => m.action === 'trackPaymentError');
    expect(errors.map((m) => m.data.message)).toEqual(['Transaction attempt failed', 'Error occurred']);
  });

  test('It should send a failed merchant validation to onError and abort the session', async () => {
    const onError = jest.fn();
    await openWalletModal({ onError });
    stubFetch({ status: false, message: 'Domain not verified' });
    applePayButton().click();
    const session = FakeSession.instances[0] as FakeSession;
    session.onvalidatemerchant?.({ validationURL: 'https://apple.example' });
    await settle();
    expect(session.abort).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Domain not verified' });
  });

  test('It should fall back to a custom button when the Apple Pay SDK cannot load', async () => {
    const real = customElements.get.bind(customElements);
    jest.spyOn(customElements, 'get').mockImplementation((name) => (name === 'apple-pay-button' ? undefined : real(name)));
    stubFetch({ status: true, message: 'ok', data: initData });
    await newPay().checkout(validParams());
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${APPLE_PAY_SDK}"]`);
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    const fallback = modalRoot()?.querySelector<HTMLButtonElement>('button[aria-label="Pay with Apple Pay"]');
    expect(fallback).not.toBeNull();
    fallback?.click();
    expect(FakeSession.instances).toHaveLength(1);
  });

  test('paymentRequest mounts the wallet button in the container', async () => {
    defineAppleButton();
    stubFetch({ status: true, message: 'ok', data: initData });
    document.body.innerHTML = '<div id="wallet"></div>';
    const transaction = await newPay().paymentRequest({ ...validParams(), container: 'wallet' });
    expect(transaction.urlParameters.container).toBeUndefined();
    document.querySelector<HTMLElement>('#wallet apple-pay-button')?.click();
    expect(FakeSession.instances).toHaveLength(1);
  });
});

describe('startWalletPay', () => {
  test("It should refuse with 'Could not initiate apple pay transaction' without an active transaction", () => {
    const onFailure = jest.fn();
    startWalletPay({
      hosts: { checkoutOrigin: CHECKOUT_ORIGIN, apiBase: CHECKOUT_ORIGIN, paymentHost: CHECKOUT_ORIGIN },
      data: undefined, onAnalytics: jest.fn(), onMerchantValidationError: jest.fn(), onFailure, onSuccess: jest.fn(),
    });
    expect(onFailure).toHaveBeenCalledWith(NO_ACTIVE_TRANSACTION);
    expect(FakeSession.instances).toHaveLength(0);
  });
});
