import { type ApiError, type InitData, postForm } from './api';
import { el } from './dom';
import type { Hosts } from './hosts';

export const APPLE_PAY_VERSION = 6;
export const APPLE_PAY_SDK = 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js';
export const APPLE_PAY_FAILED =
  'An error occurred while paying with Apple Pay. Please try again or use another payment method.';
export const NO_ACTIVE_TRANSACTION = 'Could not initiate apple pay transaction';
/** Suffix of the total's label on the payment sheet. */
export const PROVIDER_SUFFIX = ' (via AsoPay)';

interface PaymentRequestSheet {
  countryCode: string;
  currencyCode: string;
  merchantCapabilities: string[];
  supportedNetworks: string[];
  requiredBillingContactFields: string[];
  total: { label: string; amount: string };
  lineItems?: { label: string; amount: string }[];
}

/** The parts of Safari's `ApplePaySession` the script uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: PaymentRequestSheet): ApplePaySessionLike;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

function applePaySession(): ApplePaySessionConstructor | undefined {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionConstructor }).ApplePaySession;
  return typeof session === 'function' ? session : undefined;
}

/** Wallet pay needs a secure page, ApplePaySession version 6 and the `apple_pay` channel (SPEC §5). */
export function canPayWithWallet(channels: readonly string[] | undefined): boolean {
  const session = applePaySession();
  try {
    return Boolean(
      typeof window !== 'undefined' && window.isSecureContext && session && session.supportsVersion(APPLE_PAY_VERSION) &&
        session.canMakePayments() && channels?.includes('apple_pay'),
    );
  } catch {
    return false;
  }
}

/** 'ANNUAL PLAN', 'BIANNUAL PLAN' or '<INTERVAL> PLAN'. */
export function planLabel(interval: string): string {
  const upper = interval.toUpperCase();
  return upper === 'BIANNUALLY' ? 'BIANNUAL PLAN' : upper === 'ANNUALLY' ? 'ANNUAL PLAN' : `${upper} PLAN`;
}

/** The payment sheet for a transaction (SPEC §9). */
export function paymentSheet(data: InitData): PaymentRequestSheet {
  const amount = (Number(data.amount ?? 0) / 100).toFixed(2);
  const sheet: PaymentRequestSheet = {
    countryCode: 'NG',
    currencyCode: data.currency ?? 'NGN',
    merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
    supportedNetworks: ['visa', 'masterCard'],
    requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
    total: { label: `${data.merchant_name ?? ''}${PROVIDER_SUFFIX}`, amount },
  };
  const interval = data.plan_details?.interval;
  if (interval) sheet.lineItems = [{ label: planLabel(interval), amount }];
  return sheet;
}

/** Renders Apple's button (SDK) into `slot`, or a plain button when the SDK cannot load. */
export function mountWalletButton(slot: HTMLElement, onClick: () => void): void {
  const fallback = (): void => {
    slot.textContent = '';
    const button = el('button', { class: 'p', type: 'button', 'aria-label': 'Pay with Apple Pay' }, 'Pay with  Pay');
    button.addEventListener('click', onClick);
    slot.appendChild(button);
  };
  if (customElements.get('apple-pay-button')) return appendAppleButton(slot, onClick);
  const script = el('script', { src: APPLE_PAY_SDK, crossorigin: 'anonymous' });
  script.addEventListener('load', () => (customElements.get('apple-pay-button') ? appendAppleButton(slot, onClick) : fallback()));
  script.addEventListener('error', fallback);
  document.head.appendChild(script);
}

function appendAppleButton(slot: HTMLElement, onClick: () => void): void {
  const button = el('apple-pay-button' as 'div', { buttonstyle: 'black', type: 'pay', locale: 'en', role: 'button', tabindex: '0' });
  button.style.cssText = 'display:block;width:100%;height:44px';
  button.addEventListener('click', onClick);
  slot.appendChild(button);
}

export interface WalletPayContext {
  hosts: Hosts;
  data: InitData | undefined;
  onAnalytics: (action: 'trackPaymentAttempt' | 'trackPaymentCompletion' | 'trackPaymentError', message?: string) => void;
  onMerchantValidationError: (message: string) => void;
  onFailure: (message: string) => void;
  onSuccess: () => void;
}

/** Begins an Apple Pay session: merchant validation, authorisation, charge (SPEC §4). */
export function startWalletPay(context: WalletPayContext): void {
  const Session = applePaySession();
  const data = context.data;
  if (!Session || !data) {
    context.onFailure(NO_ACTIVE_TRANSACTION);
    return;
  }
  const session = new Session(APPLE_PAY_VERSION, paymentSheet(data));
  const transaction = String(data.id);
  session.onvalidatemerchant = (event) => {
    postForm(context.hosts, '/applepay/validate-session/', {
      transaction,
      sessionUrl: event.validationURL,
      displayName: data.merchant_name ?? '',
      domainName: location.hostname,
    }).then(
      (merchantSession) => session.completeMerchantValidation(merchantSession),
      (error: Error) => {
        session.abort();
        context.onMerchantValidationError(error.message);
      },
    );
  };
  session.onpaymentauthorized = (event) => {
    postForm(context.hosts, '/applepay/charge', { transaction, paymentObject: JSON.stringify(event.payment) }, 'Transaction attempt failed')
      .then(
        () => {
          session.completePayment(Session.STATUS_SUCCESS);
          context.onAnalytics('trackPaymentCompletion');
          context.onSuccess();
        },
        (error: ApiError) => {
          session.completePayment(Session.STATUS_FAILURE);
          context.onAnalytics('trackPaymentError', error.network ? 'Error occurred' : error.message);
          context.onFailure(APPLE_PAY_FAILED);
        },
      );
  };
  session.oncancel = () => undefined;
  context.onAnalytics('trackPaymentAttempt');
  session.begin();
}
