/**
 * Messages exchanged between the merchant-side pop-up script and the hosted checkout page.
 * Both sides import these types; the script posts only to the checkout origin and accepts only
 * messages whose origin is the checkout origin and whose source is its own checkout frame.
 */

/** Parameters handed to the checkout frame (string, number, boolean or string-array values). */
export type UrlParameters = Record<string, string | number | boolean | string[] | null>;

/** Script → checkout: start (newTransaction) or resume (access code already known) a transaction. */
export interface InlineUrlMessage {
  type: 'inline:url';
  path: 'newTransaction' | 'resumeTransaction';
  params: UrlParameters;
}

/** Script → checkout: the customer chose "Pay with Vault" in the pre-checkout modal. */
export interface PayWithVaultMessage {
  type: 'inline:pay-with-vault';
}

/** Script → checkout: analytics events raised by the script (wallet pay, modal). */
export interface AnalyticsMessage {
  type: 'analytics';
  action: 'trackPaymentAttempt' | 'trackPaymentCompletion' | 'trackPaymentError' | 'trackCheckoutClosed';
  data?: Record<string, string | number | boolean>;
}

export type ScriptToCheckoutMessage = InlineUrlMessage | PayWithVaultMessage | AnalyticsMessage;

/** Server transaction details the checkout page may report once it has initialised the transaction. */
export interface CheckoutTransactionInfo {
  id?: number | string;
  status?: string;
  accessCode?: string;
  merchantKey?: string;
}

/** Checkout → script: the page has loaded and waits for `inline:url`. */
export interface LoadedCheckoutEvent {
  event: 'loaded:checkout';
}
/** Checkout → script: the transaction is ready to pay; the spinner can go. */
export interface LoadedTransactionEvent {
  event: 'loaded:transaction';
  data?: CheckoutTransactionInfo;
}
/** Checkout → script: something failed; `type: 'setup'` means the transaction could not start. */
export interface ErrorEvent {
  event: 'error';
  data: { type?: string; message: string; status?: boolean };
}
/** Checkout → script: the customer cancelled or closed the checkout. */
export interface CancelEvent {
  event: 'cancel' | 'close';
  data?: { status?: string };
}
/** Checkout → script: a bank transfer is awaiting confirmation. */
export interface TransferPendingEvent {
  event: 'transfer:pending';
  data?: Record<string, string | number | boolean>;
}
/** Checkout → script: payment succeeded. */
export interface SuccessEvent {
  event: 'success';
  data: { reference: string; trans?: string; transaction?: string; status?: string; message?: string; trxref?: string };
}

export type CheckoutEvent =
  | LoadedCheckoutEvent
  | LoadedTransactionEvent
  | ErrorEvent
  | CancelEvent
  | TransferPendingEvent
  | SuccessEvent;

export const CHECKOUT_EVENTS: readonly CheckoutEvent['event'][] = [
  'loaded:checkout',
  'loaded:transaction',
  'error',
  'cancel',
  'close',
  'transfer:pending',
  'success',
];

/** Narrows an untrusted `MessageEvent.data` to a checkout event (shape only; origin/source are checked by the caller). */
export function isCheckoutEvent(value: unknown): value is CheckoutEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = (value as { event?: unknown }).event;
  return typeof event === 'string' && (CHECKOUT_EVENTS as readonly string[]).includes(event);
}

/** Embed-mode string messages (legacy form, kept for compatibility): prefixes of the string payload. */
export const EMBED_PREFIXES = ['PaystackOpen', 'PaystackClose', 'PaystackTLSClose'] as const;
