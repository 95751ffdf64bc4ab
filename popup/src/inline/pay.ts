import {
  type AnalyticsMessage,
  type CheckoutEvent,
  type CheckoutTransactionInfo,
  type InlineUrlMessage,
  isCheckoutEvent,
  type ScriptToCheckoutMessage,
  type UrlParameters,
} from '../protocol';
import { type ApiError, type InitData, requestInline, setIp, updateLog, verifyAccessCode } from './api';
import { canPayWithWallet } from './apple-pay';
import { checkoutFrameUrl, currentScriptOrigin, DEFAULT_ORIGIN, type HostOptions, type Hosts, resolveHosts } from './hosts';
import type { Extras } from './lazy';
import { loadExtras } from './load-extras';
import type { Modal, ModalVariant } from './modal';
import { Overlay } from './overlay';
import { buildUrlParameters } from './parameters';
import { newTransactionId, Transaction } from './transaction';
import { type Callback, type CallbackName, type TransactionParameters, validateParameters } from './validate';

export { Transaction };
export type { HostOptions, Hosts, TransactionParameters };

export const PAYMENT_REQUEST_NEEDS_CONTAINER = 'A container is required to mount the payment request button';
export const CONTAINER_NOT_FOUND = 'Container to mount elements was not provided';
export const CONTAINER_MISSING_WARNING = 'AsoPay: no element with id "%s", opening the checkout as an overlay';
export const NO_WALLET = 'No wallet payment method is available on this device';
const USE_INSTEAD = ' is deprecated and will be removed: use new AsoPay().newTransaction(params)';
export const SETUP_DEPRECATED = `PaystackPop.setup()${USE_INSTEAD}`;
export const OPEN_IFRAME_DEPRECATED = `openIframe()${USE_INSTEAD}`;

/** Options for `paymentRequest`: transaction parameters plus where to mount the wallet button. */
export interface PaymentRequestOptions extends Record<string, unknown> {
  /** Id of the element the wallet-pay button is mounted in. */
  container?: string;
  /** Id of a button that opens the regular checkout when no wallet is available. */
  loadPaystackCheckoutButton?: string;
}

/** The page's origin at load time decides the default hosts for script-tag use. */
const scriptOrigin = currentScriptOrigin();
let defaults: HostOptions = {};

interface Session {
  transaction: Transaction;
  overlay: Overlay;
  modal?: Modal;
  loaded: boolean;
  /** The transaction's parameters, sent again on every `loaded:checkout` (the frame may reload). */
  start: InlineUrlMessage;
  /** Other messages waiting for `loaded:checkout`. */
  outbox: ScriptToCheckoutMessage[];
}

type Terminal = 'cancel' | 'success' | 'pending';

/** The merchant-facing pop-up API (drop-in compatible with existing inline-payment code). */
export class AsoPay {
  /** Sets the hosts for instances created afterwards (self-hosting, tests). */
  static configure(options: HostOptions): void {
    defaults = { ...options };
  }

  /**
   * @deprecated Use `new AsoPay().newTransaction(params)`. Returns a handler whose `openIframe()` opens
   * the checkout.
   */
  static setup(params: Record<string, unknown>): { openIframe: () => void; transaction: Transaction } {
    console.warn(SETUP_DEPRECATED);
    const pay = new AsoPay();
    const open = pay.preloadTransaction(params);
    return {
      transaction: pay._transactions[pay._transactions.length - 1] as Transaction,
      openIframe: () => {
        console.warn(OPEN_IFRAME_DEPRECATED);
        open();
      },
    };
  }

  readonly hosts: Hosts;
  /**
   * Sent with every `request_inline` of this page session: Pay resumes an identical pending transaction
   * only for the same token, so nobody else who guesses the parameters gets this customer's checkout.
   */
  private readonly _checkoutToken = newTransactionId(24);
  private readonly _transactions: Transaction[] = [];
  private _session: Session | undefined;
  private _listening = false;

  constructor(options: HostOptions = {}) {
    this.hosts = resolveHosts({ ...defaults, ...options }, scriptOrigin ?? DEFAULT_ORIGIN);
  }

  /** Opens the checkout overlay (or the embedded checkout when `container` is set) for new parameters. */
  newTransaction(params: Record<string, unknown>): Transaction {
    const transaction = this._prepare(params);
    this._show(transaction, false);
    return transaction;
  }

  /** Opens the checkout for a transaction initialised on the merchant's server. */
  resumeTransaction(accessCode: string, callbacks: Partial<Record<CallbackName, Callback>> = {}): Transaction {
    const transaction = this._prepare({ ...callbacks, accessCode });
    this._initialise(transaction).catch(() => undefined);
    return transaction;
  }

  /** Like `newTransaction`, but loads the checkout hidden and returns a function that shows it. */
  preloadTransaction(params: Record<string, unknown>): () => void {
    const transaction = this._prepare(params);
    this._show(transaction, true);
    return () => {
      if (this._session?.transaction !== transaction) this._show(this._prepare(transaction.parameters), false);
      else this._session.overlay.open();
    };
  }

  /**
   * Initialises the transaction through the checkout API, then shows the pre-checkout modal or the
   * checkout. Rejects (and calls `onError`) when the server answers `status: false` or is unreachable.
   */
  async checkout(params: Record<string, unknown>): Promise<Transaction> {
    const transaction = this._prepare(params);
    await this._initialise(transaction);
    return transaction;
  }

  /** Mounts a wallet-pay (Apple Pay) button in `options.container`. */
  async paymentRequest(options: PaymentRequestOptions): Promise<Transaction> {
    if (!options || !options.container) throw new Error(PAYMENT_REQUEST_NEEDS_CONTAINER);
    const target = document.getElementById(options.container);
    if (!target) throw new Error(CONTAINER_NOT_FOUND);
    const params: Record<string, unknown> = { ...options };
    delete params.container;
    const transaction = this._prepare(params);
    const data = await this._fetchData(transaction);
    if (!canPayWithWallet(data.channels)) {
      const fallback = options.loadPaystackCheckoutButton && document.getElementById(options.loadPaystackCheckoutButton);
      if (fallback) fallback.addEventListener('click', () => this._show(transaction, false));
      else console.info('No wallet here: set loadPaystackCheckoutButton to a button id to offer the regular checkout');
      throw new Error(NO_WALLET);
    }
    const extras = await loadExtras();
    extras.mountWalletButton(target, () => this._walletPay(extras, transaction));
    return transaction;
  }

  /** Cancels the given transaction (id or object), or the active one. */
  cancelTransaction(idOrTransaction?: string | Transaction): void {
    const transaction =
      idOrTransaction === undefined
        ? this._session?.transaction
        : this._transactions.find((t) => t === idOrTransaction || t.id === idOrTransaction);
    if (transaction && transaction.isActive) this._finish(transaction, 'cancel', undefined);
  }

  /** True once the checkout frame of the current transaction has loaded. */
  isLoaded(): boolean {
    return Boolean(this._session?.loaded);
  }

  /** Validates, then reuses the matching transaction or cancels the active one and creates a new one. */
  private _prepare(params: Record<string, unknown>): Transaction {
    const validated = validateParameters(params);
    const urlParameters = buildUrlParameters(validated, location.href);
    const current = this._transactions[this._transactions.length - 1];
    if (current && current._canReuseFor(urlParameters)) {
      current.parameters = validated;
      current.isActive = true;
      return current;
    }
    if (current && current.isActive) this._finish(current, 'cancel', undefined);
    const transaction = new Transaction(validated, urlParameters);
    this._transactions.push(transaction);
    return transaction;
  }

  private async _fetchData(transaction: Transaction): Promise<InitData> {
    if (transaction._response) return transaction._response;
    try {
      const data = await (transaction.accessCode
        ? verifyAccessCode(this.hosts, transaction.accessCode)
        : requestInline(this.hosts, this._inlineParameters(transaction)));
      transaction._applyResponse(data);
      if (data.merchant_key) setIp(this.hosts, data.id, data.merchant_key).catch(() => undefined);
      return data;
    } catch (error) {
      const failure = error as ApiError;
      transaction._record('error', failure.message);
      this._fire(transaction, 'onError', { status: false, message: failure.message });
      throw failure;
    }
  }

  private _inlineParameters(transaction: Transaction): UrlParameters {
    return { ...transaction.urlParameters, checkout_token: this._checkoutToken };
  }

  private async _initialise(transaction: Transaction): Promise<void> {
    const data = await this._fetchData(transaction);
    const variant = this._modalVariant(transaction, data);
    // The modal is a convenience: if its script cannot load, the checkout opens without it.
    let extras: Extras | undefined;
    if (variant) {
      extras = await loadExtras().catch((error: unknown) => {
        console.error(error);
        return undefined;
      });
    }
    const session = this._show(transaction, Boolean(extras));
    if (variant && extras) session.modal = this._openModal(extras, session, data, variant);
  }

  /** SPEC §5: wallet pay (Apple devices) or saved instruments, and not recurring or plan-based. */
  private _modalVariant(transaction: Transaction, data: InitData): ModalVariant | undefined {
    const p = transaction.urlParameters;
    if (data.custom_filters?.recurring || data.plan_details || p.plan || p.container) return undefined;
    if (canPayWithWallet(data.channels)) return 'wallet';
    const link = data.link_config;
    if (data.canPayWithVault || (link?.enabled && link.has_payment_instruments)) return 'vault';
    return undefined;
  }

  private _openModal(extras: Extras, session: Session, data: InitData, variant: ModalVariant): Modal {
    const { transaction } = session;
    const toCheckout = (): void => {
      session.modal?.remove();
      session.modal = undefined;
      session.overlay.open();
    };
    return new extras.Modal(data, variant, {
      onClose: () => this._finish(transaction, 'cancel', undefined),
      onOtherMethods: toCheckout,
      onVault: () => {
        toCheckout();
        this._post(session, { type: 'inline:pay-with-vault' });
      },
      mountWallet: (slot) => extras.mountWalletButton(slot, () => this._walletPay(extras, transaction)),
    });
  }

  /** Runs in the wallet button's click (Apple Pay needs the user's gesture), so the extras are already loaded. */
  private _walletPay(extras: Extras, transaction: Transaction): void {
    const active = transaction.isActive ? transaction : undefined;
    const data = active?._response;
    extras.startWalletPay({
      hosts: this.hosts,
      data,
      onAnalytics: (action, message) => {
        transaction._record(action === 'trackPaymentError' ? 'error' : 'action', action);
        const analytics: AnalyticsMessage = { type: 'analytics', action };
        if (message) analytics.data = { message };
        if (this._session?.transaction === transaction) this._post(this._session, analytics);
      },
      onMerchantValidationError: (message) => this._fire(transaction, 'onError', { status: false, message }),
      onFailure: (message) => {
        if (this._session?.transaction === transaction && this._session.modal) this._session.modal.showError(message);
        else this._fire(transaction, 'onError', { status: false, message });
      },
      onSuccess: () => {
        const reference = String(transaction.urlParameters.ref ?? data?.access_code ?? '');
        this._finish(transaction, 'success', { reference, trxref: reference, status: 'success', trans: String(data?.id ?? '') });
      },
    });
  }

  /** Creates the frames for a transaction (hidden when preloading or behind the modal). */
  private _show(transaction: Transaction, hidden: boolean): Session {
    const existing = this._session;
    if (existing?.transaction === transaction && existing.overlay.frame.isConnected) {
      if (!hidden) existing.overlay.open();
      return existing;
    }
    if (existing) this._teardown(existing);
    const containerId = transaction.urlParameters.container;
    let container: HTMLElement | undefined;
    if (typeof containerId === 'string' && containerId) {
      container = document.getElementById(containerId) ?? undefined;
      // Like the inline API: a missing container falls back to the overlay instead of failing the payment.
      if (!container) console.warn(CONTAINER_MISSING_WARNING, containerId);
    }
    this._listen();
    const frameUrl = checkoutFrameUrl(this.hosts, location.origin, { accessCode: transaction.accessCode, key: transaction.urlParameters.key });
    const overlay = new Overlay(frameUrl, container, () =>
      this._finish(transaction, 'cancel', undefined),
    );
    // A known access code stands for the whole transaction: the checkout gets nothing else.
    const { accessCode } = transaction;
    const start: InlineUrlMessage = {
      type: 'inline:url',
      path: 'newTransaction',
      params: accessCode ? { accessCode } : this._inlineParameters(transaction),
    };
    const session: Session = { transaction, overlay, loaded: false, start, outbox: [] };
    this._session = session;
    transaction.isActive = true;
    transaction.log.attempts += 1;
    if (!hidden) overlay.open();
    return session;
  }

  private _listen(): void {
    if (this._listening) return;
    this._listening = true;
    window.addEventListener('message', (event) => this._receive(event));
  }

  /** Posts to the checkout frame, only ever to the checkout origin; queued until the page has loaded. */
  private _post(session: Session, message: ScriptToCheckoutMessage): void {
    if (!session.loaded) {
      session.outbox.push(message);
      return;
    }
    session.overlay.frame.contentWindow?.postMessage(message, this.hosts.checkoutOrigin);
  }

  /** Accepts a message only from the checkout origin *and* our own checkout frame. */
  private _receive(event: MessageEvent): void {
    const session = this._session;
    if (!session || event.origin !== this.hosts.checkoutOrigin) return;
    if (event.source === null || event.source !== session.overlay.frame.contentWindow) return;
    const data: unknown = event.data;
    if (typeof data === 'string') {
      if (data.startsWith('PaystackOpen')) this._loaded(session, undefined);
      else if (data.startsWith('PaystackClose') || data.startsWith('PaystackTLSClose')) this._handle(session, { event: 'close' });
      return;
    }
    if (isCheckoutEvent(data)) this._handle(session, data);
  }

  private _handle(session: Session, message: CheckoutEvent): void {
    const { transaction } = session;
    switch (message.event) {
      case 'loaded:checkout': {
        session.loaded = true;
        this._post(session, session.start);
        const outbox = session.outbox.splice(0);
        for (const queued of outbox) this._post(session, queued);
        break;
      }
      case 'loaded:transaction':
        this._loaded(session, message.data);
        break;
      case 'error': {
        // The frame is ours, but a malformed event must not break the page: data may be missing.
        const error = { ...message.data };
        transaction._record('error', String(error.message));
        if (error.type === 'setup') this._fire(transaction, 'onError', error);
        else console.error('AsoPay checkout error:', error.message);
        break;
      }
      case 'cancel':
      case 'close':
        this._finish(transaction, 'cancel', message.data);
        break;
      case 'transfer:pending':
        this._finish(transaction, 'pending', message.data);
        break;
      case 'success':
        this._finish(transaction, 'success', message.data);
        break;
    }
  }

  /**
   * The transaction is ready: `onLoad` gets the server's `{id, customer, accessCode}` as the checkout reports
   * them (the legacy `PaystackOpen` string reports nothing, so it gets what the script already knows).
   */
  private _loaded(session: Session, info: CheckoutTransactionInfo | undefined): void {
    const { transaction } = session;
    session.overlay.hideSpinner();
    if (info?.accessCode) transaction.accessCode = info.accessCode;
    transaction._record('action', 'loaded');
    const known = transaction._response;
    const { id, customer, accessCode } = info ?? { id: known?.id, customer: known?.customer, accessCode: transaction.accessCode };
    this._fire(transaction, 'onLoad', { id, customer, accessCode });
  }

  /** Ends a transaction: closes the frames, records the outcome, sends the log, fires the callbacks. */
  private _finish(transaction: Transaction, outcome: Terminal, data: Record<string, unknown> | undefined): void {
    const session = this._session?.transaction === transaction ? this._session : undefined;
    if (session) {
      this._teardown(session);
      this._session = undefined;
    }
    if (outcome === 'pending') {
      transaction.status = 'pending';
      this._fire(transaction, 'onBankTransferConfirmationPending', data);
      return;
    }
    transaction.isActive = false;
    if (outcome === 'success') {
      transaction.status = 'success';
      transaction._record('success', 'success');
    } else {
      transaction.status = typeof data?.status === 'string' ? data.status : 'abandoned';
      transaction._record('action', 'closed');
    }
    const response = transaction._response;
    if (response?.merchant_key) updateLog(this.hosts, response.id, response.merchant_key, transaction.log).catch(() => undefined);
    if (outcome === 'success') {
      this._fire(transaction, 'onSuccess', data);
      this._fire(transaction, 'callback', data);
    } else {
      this._fire(transaction, 'onCancel');
      this._fire(transaction, 'onClose');
    }
  }

  private _teardown(session: Session): void {
    session.modal?.remove();
    session.overlay.close();
  }

  /** Calls a merchant callback; an exception in one callback does not stop the others. */
  private _fire(transaction: Transaction, name: CallbackName, payload?: unknown): void {
    const callback = transaction.parameters[name];
    if (typeof callback !== 'function') return;
    try {
      (callback as (value?: unknown) => void)(payload);
    } catch (error) {
      console.error(error);
    }
  }
}
