import type { ScriptToCheckoutMessage, UrlParameters } from '../protocol';
import { type ChargeResult, type InitData, PayError, payApi } from './api';
import { authView, cardView } from './card-view';
import type { Checkout } from './checkout';
import { alertBox, button, h } from './dom';
import { formatAmount } from './money';
import { isAllowedOrigin, ParentChannel, resolveParentOrigin } from './parent';
import { transferView } from './transfer-view';
import { vaultView } from './vault-view';

/** The page's tabs (the contract's channel names are `card`, `bank_transfer`, `vault`). */
type Tab = 'card' | 'transfer' | 'vault';

const CHANNEL_LABELS: Record<Tab, string> = { card: 'Card', transfer: 'Bank transfer', vault: 'Vault' };

/** How often the page asks whether a pending transfer has arrived. */
export const POLL_MS = 3000;

/**
 * `callback_url?reference=…&trxref=…`, only for http(s) callbacks inside the merchant's allowed domains
 * (Pay checks this when the transaction starts; the page checks again before it navigates anywhere).
 */
export function callbackTarget(callbackUrl: string | null | undefined, reference: string, allowedOrigins?: readonly string[]): string | undefined {
  if (!callbackUrl) return undefined;
  try {
    const url = new URL(callbackUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (allowedOrigins && allowedOrigins.length > 0 && !allowedOrigins.includes(url.origin)) return undefined;
    url.searchParams.set('reference', reference);
    url.searchParams.set('trxref', reference);
    return url.href;
  } catch {
    return undefined;
  }
}

/** The transaction's channels as tabs: card and transfer unless the merchant narrowed them, vault when available. */
export function channelsOf(data: Pick<InitData, 'channels' | 'canPayWithVault'>): Tab[] {
  const listed = data.channels && data.channels.length > 0 ? data.channels : ['card', 'bank_transfer'];
  const channels: Tab[] = [];
  if (listed.includes('card')) channels.push('card');
  if (listed.includes('bank_transfer') || listed.includes('bank')) channels.push('transfer');
  if (data.canPayWithVault && listed.includes('card')) channels.push('vault');
  return channels;
}

/** The access code in a `/pay/{access_code}` address. */
export function accessCodeFromPath(pathname: string): string | undefined {
  const match = /^\/pay\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * True when the script's `inline:url` names the checkout the page's address names: Pay answered that
 * address framable by that merchant's sites only, so the page shows no other merchant's checkout in it.
 */
export function namesPageCheckout(search: string, params: UrlParameters): boolean {
  const page = new URLSearchParams(search);
  const accessCode = page.get('access_code');
  if (accessCode) return params.accessCode === accessCode;
  const key = page.get('key');
  return key ? params.key === key : true;
}

/** The hosted checkout page: talks to the embedding script (or runs standalone) and drives the channel views. */
export class CheckoutPage implements Checkout {
  data!: InitData;
  accessCode = '';
  amount = '';
  private readonly _framed = window.parent !== window;
  private readonly _channel: ParentChannel;
  private readonly _panel = byId('panel');
  private readonly _tabs = byId('tabs');
  private readonly _live = byId('live');
  private readonly _close = byId('close');
  private _loading: string | undefined;
  private readonly _views = new Map<Tab, HTMLElement>();
  private _channels: Tab[] = [];
  private _current: HTMLElement | undefined;
  private _finished: 'success' | 'pending' | 'cancelled' | undefined;
  private _wantsVault = false;
  private _poll: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    let origin: string | undefined;
    if (this._framed) {
      const resolved = resolveParentOrigin({
        search: location.search,
        ancestorOrigins: location.ancestorOrigins ? [...location.ancestorOrigins] : undefined,
        referrer: document.referrer,
      });
      if ('refused' in resolved) this._refuse(resolved.refused);
      else origin = resolved.origin;
    }
    this._channel = new ParentChannel(origin, this._framed ? window.parent : undefined);
    this._close.addEventListener('click', () => this._onClose());
    this._tabs.addEventListener('keydown', (event) => this._onTabKey(event));
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this._framed) this._onClose();
    });
    // A frame shown after it loaded (behind the pre-checkout sheet) gets focus only when the script shows it.
    window.addEventListener('focus', () => {
      if (document.activeElement === document.body) this._current?.querySelector('input')?.focus();
    });
    if (this._framed && !origin) return;
    document.body.classList.toggle('standalone', !this._framed);
    this._channel.listen(window, (message) => this._receive(message));
    this._channel.post({ event: 'loaded:checkout' });
    const code = accessCodeFromPath(location.pathname);
    if (code) this._load(`code:${code}`, () => payApi.verifyAccessCode(code));
    else if (!this._framed) this._fatal('This payment link is not complete. Ask the merchant for a new one.', false);
  }

  show(view: HTMLElement, options: { focus?: HTMLElement | null; tabs?: boolean } = {}): void {
    this._tabs.hidden = !options.tabs || this._channels.length < 2;
    if (this._current !== view || !this._panel.contains(view)) this._panel.replaceChildren(view);
    this._current = view;
    const target = options.focus === undefined ? view.querySelector<HTMLElement>('h1, h2') : options.focus;
    target?.focus();
  }

  announce(message: string): void {
    this._live.textContent = '';
    setTimeout(() => {
      this._live.textContent = message;
    }, 50);
  }

  afterCharge(result: ChargeResult, back: (message: string) => void): void {
    switch (result.status) {
      case 'success':
        this._succeed(result.reference || this._reference(), result.message);
        break;
      case 'send_pin':
      case 'send_otp': {
        const view = authView(this, result.status === 'send_pin' ? 'pin' : 'otp', result, back);
        this.show(view, { focus: view.querySelector('input') });
        break;
      }
      case 'pending':
        this._awaitTransfer(result.reference || this._reference());
        break;
      default:
        back(result.message || 'The payment was declined.');
    }
  }

  private _receive(message: ScriptToCheckoutMessage): void {
    if (message.type === 'inline:pay-with-vault') {
      this._wantsVault = true;
      if (this.accessCode && this._channels.includes('vault')) this._select('vault', true);
      return;
    }
    if (message.type !== 'inline:url' || !namesPageCheckout(location.search, message.params)) return;
    const params: UrlParameters = message.params;
    const code = typeof params.accessCode === 'string' && params.accessCode ? params.accessCode : undefined;
    const key = code ? `code:${code}` : `params:${JSON.stringify(params)}`;
    if (key === this._loading) {
      // The script re-sent the same transaction (the page reloaded): report it again once ready.
      if (this.accessCode) this._reportLoaded();
      return;
    }
    const rest = { ...params };
    delete rest.accessCode;
    this._load(key, () => (code ? payApi.verifyAccessCode(code) : payApi.requestInline(rest)));
  }

  private _load(key: string, fetchData: () => Promise<InitData>): void {
    this._loading = key;
    this._panel.replaceChildren(h('p', { class: 'loading', role: 'status' }, 'Loading your payment…'));
    fetchData().then(
      (data) => {
        if (this._loading === key) this._start(data);
      },
      (error: unknown) => {
        if (this._loading !== key) return;
        const message = error instanceof PayError ? error.message : 'This payment could not be started.';
        this._channel.post({ event: 'error', data: { type: 'setup', message, status: false } });
        this._fatal(message, true, () => this._load(key, fetchData));
      },
    );
  }

  private _start(data: InitData): void {
    if (this._framed && this._channel.origin && !isAllowedOrigin(this._channel.origin, data.allowed_origins ?? undefined)) {
      this._channel.block();
      this._refuse(`${data.merchant_name ?? 'This merchant'} accepts payments only on its own website. This page (${this._channel.origin}) is not one of them, so the checkout was stopped.`);
      return;
    }
    this.data = data;
    this.accessCode = data.access_code;
    this._views.clear();
    this._finished = undefined;
    clearTimeout(this._poll);
    this.amount = formatAmount(data.amount ?? 0, data.currency ?? 'NGN');
    this._renderHeader(data);
    if (data.transaction_status === 'success') {
      this._finished = 'success';
      this._channel.post({ event: 'error', data: { type: 'setup', message: 'This transaction has already been paid', status: false } });
      this._panel.replaceChildren(h('div', { class: 'done' }, h('h2', { tabindex: -1 }, 'Already paid'), h('p', {}, 'This payment has already been completed. Nothing more to pay.')));
      return;
    }
    this._reportLoaded();
    this._channels = channelsOf(data);
    this._renderTabs();
    const first = this._wantsVault && this._channels.includes('vault') ? 'vault' : this._channels[0];
    // Focus lands on the first field (the card number) as the checkout appears (ARCHITECTURE §6, keyboard).
    if (first) this._select(first, this._wantsVault, this._wantsVault ? 'panel' : 'field');
    else this._fatal('This payment has no payment method available. Contact the merchant.', false);
  }

  private _reportLoaded(): void {
    const info = { id: this.data.id, customer: this.data.customer ?? { email: this.data.email }, accessCode: this.accessCode };
    this._channel.post({ event: 'loaded:transaction', data: info });
  }

  private _renderHeader(data: InitData): void {
    const name = data.merchant_name ?? 'Merchant';
    const logo = byId('logo');
    if (data.merchant_logo) {
      const image = h('img', { src: data.merchant_logo, alt: '', width: 40, height: 40 });
      image.addEventListener('error', () => logo.replaceChildren(name.charAt(0).toUpperCase()));
      logo.replaceChildren(image);
    } else logo.replaceChildren(name.charAt(0).toUpperCase());
    byId('merchant').textContent = name;
    byId('email').textContent = data.customer?.email ?? data.email ?? '';
    byId('amount').textContent = `Pay ${this.amount}`;
    document.title = `Pay ${name} · Aso Pay`;
    byId('head').hidden = false;
  }

  private _renderTabs(): void {
    const tabs = this._channels.map((channel) => {
      const tab = h('button', { type: 'button', role: 'tab', id: `tab-${channel}`, 'aria-controls': 'panel', 'aria-selected': 'false', tabindex: -1 }, CHANNEL_LABELS[channel]);
      tab.addEventListener('click', () => this._select(channel, false, 'tab'));
      return tab;
    });
    this._tabs.replaceChildren(...tabs);
  }

  /** Arrow keys, Home and End move between tabs (the tab list is one Tab stop). */
  private _onTabKey(event: KeyboardEvent): void {
    const count = this._channels.length;
    const index = this._channels.findIndex((channel) => document.activeElement?.id === `tab-${channel}`);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = this._channels[(next + count) % count];
    if (target) this._select(target, false, 'tab');
  }

  private _select(channel: Tab, sendVaultCode: boolean, focus: 'panel' | 'tab' | 'field' = 'panel'): void {
    for (const tab of this._tabs.querySelectorAll<HTMLElement>('[role=tab]')) {
      const selected = tab.id === `tab-${channel}`;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    this._panel.setAttribute('aria-labelledby', `tab-${channel}`);
    let view = this._views.get(channel);
    if (!view || (channel === 'vault' && sendVaultCode)) {
      view = channel === 'card' ? cardView(this) : channel === 'transfer' ? transferView(this) : vaultView(this, sendVaultCode);
      this._views.set(channel, view);
    }
    const target = focus === 'tab' ? this._tabs.querySelector<HTMLElement>(`#tab-${channel}`) : focus === 'field' ? (view.querySelector('input') ?? undefined) : undefined;
    this.show(view, { tabs: true, focus: target });
  }

  private _reference(): string {
    return this.data.reference ?? this.accessCode;
  }

  private _succeed(reference: string, message = 'Approved'): void {
    if (this._finished === 'success') return;
    this._finished = 'success';
    clearTimeout(this._poll);
    const id = String(this.data.id);
    byId('amount').textContent = `Paid ${this.amount}`;
    this._channel.post({ event: 'success', data: { reference, trxref: reference, status: 'success', message, trans: id, transaction: id } });
    const target = this._framed ? undefined : callbackTarget(this.data.callback_url, reference, this.data.allowed_origins);
    const view = h(
      'div',
      { class: 'done' },
      h('div', { class: 'tick', 'aria-hidden': 'true' }, '✓'),
      h('h2', { tabindex: -1 }, 'Payment successful'),
      h('p', {}, `You paid ${this.amount} to ${this.data.merchant_name ?? 'the merchant'}.`),
      h('p', { class: 'hint' }, `Reference: ${reference}`),
      target ? h('p', {}, 'Taking you back to the merchant… ', h('a', { href: target }, 'Continue')) : null,
    );
    this.show(view);
    if (target) setTimeout(() => location.assign(target), 1500);
  }

  private _awaitTransfer(reference: string): void {
    if (this._finished !== 'pending') {
      this._finished = 'pending';
      this._channel.post({ event: 'transfer:pending', data: { reference, trxref: reference, status: 'pending', message: 'Awaiting transfer confirmation' } });
    }
    this.show(
      h(
        'div',
        { class: 'done' },
        h('h2', { tabindex: -1 }, 'Waiting for your transfer'),
        h('p', { role: 'status' }, 'We will confirm your payment as soon as the money arrives. This usually takes a few minutes; you can keep this page open.'),
      ),
    );
    const poll = (): void => {
      payApi.status(this.accessCode).then(
        (status) => {
          if (status.status === 'success') this._succeed(status.reference || reference, 'Approved');
          else if (status.status === 'failed') {
            this._finished = undefined;
            this.show(h('div', {}, h('h2', { tabindex: -1 }, 'Transfer not received'), alertBox('We could not confirm your transfer. Contact the merchant with your reference: ' + reference)));
          } else this._poll = setTimeout(poll, POLL_MS);
        },
        () => {
          this._poll = setTimeout(poll, POLL_MS);
        },
      );
    };
    clearTimeout(this._poll);
    this._poll = setTimeout(poll, POLL_MS);
  }

  private _onClose(): void {
    if (!this.accessCode || this._finished) {
      this._channel.post({ event: 'close' });
      return;
    }
    if (this._current?.classList.contains('confirm')) return;
    const previous = this._current;
    const tabsWereShown = !this._tabs.hidden;
    const no = button('No, continue paying', () => {
      if (previous) this.show(previous, { tabs: tabsWereShown });
    }, 'secondary');
    const yes = button('Yes, cancel', () => this._cancel(), 'danger');
    this.show(h('div', { class: 'confirm', role: 'alertdialog', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-text' },
      h('h2', { id: 'confirm-title', tabindex: -1 }, 'Cancel this payment?'),
      h('p', { id: 'confirm-text' }, 'You have not paid yet. If you cancel, you will go back to the merchant without paying.'),
      yes,
      no,
    ), { focus: no });
  }

  private _cancel(): void {
    this._finished = 'cancelled';
    const done = (): void => {
      this._channel.post({ event: 'cancel', data: { status: 'abandoned' } });
      const target = this._framed ? undefined : callbackTarget(this.data.callback_url, this._reference(), this.data.allowed_origins);
      if (target) location.assign(target);
      else this.show(h('div', { class: 'done' }, h('h2', { tabindex: -1 }, 'Payment cancelled'), h('p', {}, 'You were not charged. You can close this page.')));
    };
    payApi.cancel(this.accessCode).then(done, done);
  }

  private _fatal(message: string, retry: boolean, onRetry?: () => void): void {
    this._panel.replaceChildren(h('div', {}, title('Payment could not start'), alertBox(message), retry && onRetry ? button('Try again', onRetry) : null));
    this._tabs.hidden = true;
  }

  private _refuse(message: string): void {
    this._loading = undefined;
    this._tabs.hidden = true;
    byId('head').hidden = true;
    this._panel.replaceChildren(h('div', {}, title('Checkout not available here'), alertBox(message)));
  }
}

/** A view title: the page's only heading (level 1) while the header with the amount is hidden. */
function title(text: string): HTMLHeadingElement {
  return h(byId('head').hidden ? 'h1' : 'h2', { tabindex: -1 }, text);
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing from the checkout page`);
  return element;
}
