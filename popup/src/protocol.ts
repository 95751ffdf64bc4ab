/**
 * Messages exchanged between the merchant-side pop-up script and the hosted checkout page.
 * Both sides import these types; the script posts only to the checkout origin and accepts only
 * messages whose origin is the checkout origin and whose source is its own checkout frame.
 */

/** Parameters handed to the checkout frame (string, number, boolean or string-array values). */
export type UrlParameters = Record<string, string | number | boolean | string[] | null>;

/**
 * Script → checkout, on every `loaded:checkout` (the frame may reload, so it may arrive more than once):
 * the transaction to show. When the script knows the access code (the merchant passed `accessCode`, or
 * `checkout()`/`resumeTransaction()` got one from the API), `params` is `{accessCode}` alone; otherwise it
 * holds the transaction parameters in their server names (SPEC §3), and the page initialises the transaction.
 */
export interface InlineUrlMessage {
  type: 'inline:url';
  path: 'newTransaction';
  params: UrlParameters;
}

/** Script → checkout, after `inline:url`: the customer chose "Pay with Vault" in the pre-checkout modal. */
export interface PayWithVaultMessage {
  type: 'inline:pay-with-vault';
}

/** Script → checkout, whenever wallet pay or the modal reports progress: analytics events. */
export interface AnalyticsMessage {
  type: 'analytics';
  action: 'trackPaymentAttempt' | 'trackPaymentCompletion' | 'trackPaymentError' | 'trackCheckoutClosed';
  data?: Record<string, string | number | boolean>;
}

export type ScriptToCheckoutMessage = InlineUrlMessage | PayWithVaultMessage | AnalyticsMessage;

/** The customer as the server holds them for the transaction. */
export interface CheckoutCustomer {
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * The server transaction the checkout page has initialised: exactly these fields, handed to the
 * merchant's `onLoad` as they are (`id` is the server's transaction id, not the script's local id).
 */
export interface CheckoutTransactionInfo {
  id: number | string;
  customer: CheckoutCustomer;
  accessCode: string;
}

/** Checkout → script, each time the page (re)loads: it waits for `inline:url`. No payload. */
export interface LoadedCheckoutEvent {
  event: 'loaded:checkout';
}
/**
 * Checkout → script, once the transaction is initialised and ready to pay: the script hides the spinner
 * and calls `onLoad(data)`.
 */
export interface LoadedTransactionEvent {
  event: 'loaded:transaction';
  data: CheckoutTransactionInfo;
}
/** Checkout → script, when something fails; `type: 'setup'` means the transaction could not start. */
export interface ErrorEvent {
  event: 'error';
  data: { type?: string; message: string; status?: boolean };
}
/** Checkout → script, when the customer cancels or closes the checkout; `status` is the server status. */
export interface CancelEvent {
  event: 'cancel' | 'close';
  data?: { status?: string };
}
/** Checkout → script, when a bank transfer awaits confirmation: closes the checkout. */
export interface TransferPendingEvent {
  event: 'transfer:pending';
  data?: Record<string, string | number | boolean>;
}
/** Checkout → script, when the payment succeeds: closes the checkout, then `onSuccess(data)`. */
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
