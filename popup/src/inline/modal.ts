import type { InitData } from './api';
import { el, payText, safeImageUrl } from './dom';

export const MODAL_OPEN_DELAY_MS = 50;
export const BACKDROP_TAP_MS = 125;
export const WALLET_TEXT = 'Pay with Apple Pay to complete your purchase without filling a form';
export const VAULT_TEXT = 'Access your saved cards and bank details for faster, more secure payments';

export type ModalVariant = 'wallet' | 'vault';

export interface ModalHandlers {
  /** Close button, Escape or a quick backdrop tap. */
  onClose: () => void;
  /** 'More payment options' / 'Use other payment methods': continue in the checkout frame. */
  onOtherMethods: () => void;
  /** 'Pay with Vault'. */
  onVault: () => void;
  /** Renders the wallet-pay button into the given slot (wallet variant). */
  mountWallet: (slot: HTMLElement) => void;
}

const CSS =
  ':host{all:initial}.b{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);opacity:0;' +
  'transition:opacity .2s;font:15px/1.4 system-ui,sans-serif}.o{opacity:1}' +
  '.s{position:absolute;bottom:0;left:50%;box-sizing:border-box;width:100%;max-width:350px;padding:24px 20px;' +
  'background:#fff;color:#222;border-radius:12px 12px 0 0;transform:translate(-50%,100%);transition:transform .2s;' +
  'text-align:center}.o .s{transform:translate(-50%,0)}' +
  '@media(min-width:500px){.s{bottom:auto;top:50%;border-radius:12px;transform:translate(-50%,-40%)}' +
  '.o .s{transform:translate(-50%,-50%)}}' +
  '.x{position:absolute;top:8px;right:8px;border:0;background:none;font-size:22px;cursor:pointer;color:#555}' +
  'img{max-width:64px;max-height:64px;border-radius:50%}p{margin:8px 0}.a{font-weight:600;font-size:18px}' +
  'button.p,button.q{display:block;width:100%;min-height:44px;margin:10px 0 0;border-radius:6px;font:inherit;' +
  'cursor:pointer}button.p{background:#111;color:#fff;border:0}button.q{background:#fff;color:#111;border:1px solid #ccc}' +
  '.d{color:#777;margin:10px 0 0}.e{color:#b00020}';

/**
 * Constructable stylesheets are CSSOM, so a merchant CSP without 'unsafe-inline' still styles the modal;
 * browsers without them get a `<style>` element.
 */
function adoptStyles(root: ShadowRoot): void {
  try {
    if (!('adoptedStyleSheets' in root)) throw new Error('no constructable stylesheets');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.appendChild(el('style', {}, CSS));
  }
}

/** Closes only for a quick tap (under 125 ms) or a mouse click on the backdrop itself. */
function onBackdropTap(backdrop: HTMLElement, close: () => void): void {
  let touchStart = 0;
  let ignoreClick = false;
  backdrop.addEventListener('touchstart', (event) => {
    if (event.target === backdrop) touchStart = Date.now();
  });
  backdrop.addEventListener('touchend', (event) => {
    if (event.target !== backdrop || !touchStart) return;
    ignoreClick = true;
    if (Date.now() - touchStart < BACKDROP_TAP_MS) close();
    touchStart = 0;
  });
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop && !ignoreClick) close();
    ignoreClick = false;
  });
}

/** The pre-checkout bottom sheet (SPEC §2). All merchant and server text is set as text. */
export class Modal {
  readonly host: HTMLElement;
  private readonly _backdrop: HTMLElement;
  private readonly _error: HTMLElement;
  private _timer: ReturnType<typeof setTimeout> | undefined;

  constructor(data: InitData, variant: ModalVariant, handlers: ModalHandlers) {
    this.host = el('div', { 'data-aso-pay': 'modal' });
    const root = this.host.attachShadow({ mode: 'open' });
    adoptStyles(root);
    this._backdrop = el('div', { class: 'b' });
    const sheet = el('div', { class: 's', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Payment' });
    const close = el('button', { class: 'x', type: 'button', 'aria-label': 'Close' }, '×');
    close.addEventListener('click', handlers.onClose);
    sheet.appendChild(close);
    const logo = safeImageUrl(data.merchant_logo);
    if (logo) sheet.appendChild(el('img', { src: logo, alt: data.merchant_name ?? 'Merchant logo' }));
    sheet.appendChild(el('p', { class: 'l' }, data.label || data.customer?.email || data.email || ''));
    sheet.appendChild(el('p', { class: 'a' }, payText(data.currency, data.amount)));
    this._error = el('p', { class: 'e', role: 'alert' });
    if (variant === 'wallet') {
      sheet.appendChild(el('p', {}, WALLET_TEXT));
      const slot = el('div', { class: 'w' });
      sheet.appendChild(slot);
      sheet.appendChild(this._error);
      sheet.appendChild(this._button('q', 'More payment options', handlers.onOtherMethods));
      handlers.mountWallet(slot);
    } else {
      sheet.appendChild(el('p', {}, VAULT_TEXT));
      sheet.appendChild(this._button('p', 'Pay with Vault', handlers.onVault));
      sheet.appendChild(el('p', { class: 'd' }, 'or'));
      sheet.appendChild(this._button('q', 'Use other payment methods', handlers.onOtherMethods));
    }
    this._backdrop.appendChild(sheet);
    root.appendChild(this._backdrop);
    onBackdropTap(this._backdrop, handlers.onClose);
    this._backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') handlers.onClose();
    });
    document.body.appendChild(this.host);
    this._timer = setTimeout(() => {
      this._backdrop.classList.add('o');
      close.focus();
    }, MODAL_OPEN_DELAY_MS);
  }

  private _button(kind: string, text: string, onClick: () => void): HTMLButtonElement {
    const button = el('button', { class: kind, type: 'button' }, text);
    button.addEventListener('click', onClick);
    return button;
  }

  get root(): ShadowRoot {
    return this.host.shadowRoot as ShadowRoot;
  }

  showError(message: string): void {
    this._error.textContent = message;
  }

  remove(): void {
    clearTimeout(this._timer);
    this.host.remove();
  }
}
