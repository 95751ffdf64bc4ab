import { el } from './dom';

/** Time the background takes to fade out when the overlay closes (SPEC §9). */
export const FADE_MS = 300;

/**
 * Permissions the checkout frame needs and nothing more: `payment` for wallet payments (Payment Request /
 * Apple Pay inside the frame) and `clipboard-write` for the copy buttons of bank-transfer details.
 */
export const CHECKOUT_ALLOW = 'payment; clipboard-write';

const FULL = 'position:fixed;top:0;left:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;';

/**
 * Draws the spinner into the (same-origin, script-free) background frame. Styles are set through the
 * CSSOM and the rotation through the Web Animations API, so a merchant CSP without 'unsafe-inline' holds.
 */
function drawSpinner(frame: HTMLIFrameElement): HTMLElement | undefined {
  const doc = frame.contentDocument;
  if (!doc?.body) return undefined;
  doc.body.style.margin = '0';
  const spinner = doc.createElement('div');
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', 'Loading checkout');
  spinner.style.cssText =
    'position:absolute;top:50%;left:50%;width:32px;height:32px;margin:-20px;border:4px solid rgba(255,255,255,.25);' +
    'border-top-color:#fff;border-radius:50%';
  doc.body.appendChild(spinner);
  spinner.animate?.([{ transform: 'rotate(0)' }, { transform: 'rotate(1turn)' }], { duration: 1000, iterations: Infinity });
  return spinner;
}

/**
 * The checkout frames: a dimmed background frame with a spinner and the checkout frame itself, either
 * full screen over the page or inside a merchant container (embed mode).
 */
export class Overlay {
  readonly frame: HTMLIFrameElement;
  private _background: HTMLIFrameElement | undefined;
  private _spinner: HTMLElement | undefined;
  /** Where focus returns on close: the element focused when the checkout was requested or shown. */
  private _opener: Element | null = document.activeElement;
  private _savedOverflow = '';
  /** The page's top-level elements this overlay made inert, to be released on close (and only those). */
  private _inerted: Element[] = [];
  private _shown = false;
  private readonly _onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this._onEscape();
  };

  constructor(
    url: string,
    container: HTMLElement | undefined,
    private readonly _onEscape: () => void,
  ) {
    this.frame = el('iframe', { src: url, title: 'Secure checkout', allow: CHECKOUT_ALLOW });
    if (container) {
      this.frame.style.cssText = 'width:100%;height:100%;min-height:600px;border:0';
      container.appendChild(this.frame);
      this._shown = true;
      return;
    }
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.style.cssText = `${FULL}visibility:hidden;background:transparent`;
    const background = el('iframe', { title: 'Checkout background', 'aria-hidden': 'true', tabindex: '-1' });
    background.style.cssText = `${FULL}background:rgba(0,0,0,.75);opacity:0;transition:opacity ${FADE_MS}ms;visibility:hidden`;
    document.body.appendChild(background);
    document.body.appendChild(this.frame);
    this._background = background;
    this._spinner = drawSpinner(background);
  }

  /** Shows the overlay: locks page scroll, makes the page behind inert, moves focus into the checkout, listens for Escape. */
  open(): void {
    if (this._shown || !this._background) return;
    this._shown = true;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) this._opener = active;
    const root = document.documentElement;
    this._savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    this._background.style.visibility = 'visible';
    this._background.style.opacity = '1';
    this.frame.style.visibility = 'visible';
    this.frame.removeAttribute('aria-hidden');
    // Keyboard focus and screen readers must not reach the page behind the overlay: everything else at the
    // top of the body goes inert while it is open, except what the merchant had already made inert.
    for (const child of document.body.children) {
      if (child === this.frame || child === this._background || child.hasAttribute('inert')) continue;
      child.setAttribute('inert', '');
      this._inerted.push(child);
    }
    this.frame.focus();
    document.addEventListener('keydown', this._onKey);
  }

  /** Hides the spinner once the transaction is ready. */
  hideSpinner(): void {
    if (this._spinner) this._spinner.style.display = 'none';
    this._background?.setAttribute('data-loaded', 'true');
  }

  /** Removes the checkout frame at once and fades the background out over 300 ms. */
  close(): void {
    document.removeEventListener('keydown', this._onKey);
    this.frame.remove();
    const background = this._background;
    if (!background) return;
    background.style.opacity = '0';
    setTimeout(() => background.remove(), FADE_MS);
    if (this._shown) document.documentElement.style.overflow = this._savedOverflow;
    for (const element of this._inerted.splice(0)) element.removeAttribute('inert');
    if (this._opener instanceof HTMLElement && this._opener.isConnected) this._opener.focus();
    this._shown = false;
  }
}
