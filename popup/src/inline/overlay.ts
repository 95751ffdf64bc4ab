import { el } from './dom';

/** Time the background takes to fade out when the overlay closes (SPEC §9). */
export const FADE_MS = 300;

/** Permissions the checkout frame needs for payment and nothing more. */
export const CHECKOUT_ALLOW = 'payment; clipboard-write';

const TOP = '2147483647';
const FULL = 'position:fixed;top:0;left:0;width:100%;height:100%;border:0;margin:0;padding:0;';

const BACKGROUND_HTML =
  '<!doctype html><style>html,body{margin:0;height:100%;background:rgba(0,0,0,.75)}' +
  'div{position:absolute;top:50%;left:50%;width:40px;height:40px;margin:-20px;border:4px solid #ffffff40;' +
  'border-top-color:#fff;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}' +
  '.h{display:none}</style><div role="status" aria-label="Loading checkout"></div>';

/**
 * The checkout frames: a dimmed background frame with a spinner (static, sandboxed, no script) and the
 * checkout frame itself, either full screen over the page or inside a merchant container (embed mode).
 */
export class Overlay {
  readonly frame: HTMLIFrameElement;
  private background: HTMLIFrameElement | undefined;
  private opener: Element | null = null;
  private savedOverflow = '';
  private shown = false;
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this.onEscape();
  };

  constructor(
    url: string,
    private readonly container: HTMLElement | undefined,
    private readonly onEscape: () => void,
  ) {
    this.frame = el('iframe', {
      src: url,
      title: 'Secure checkout',
      allow: CHECKOUT_ALLOW,
      'aria-hidden': 'true',
    });
    if (container) {
      this.frame.setAttribute('style', 'width:100%;height:100%;min-height:600px;border:0');
      container.appendChild(this.frame);
      this.shown = true;
      this.frame.removeAttribute('aria-hidden');
      return;
    }
    this.frame.setAttribute('style', `${FULL}z-index:${TOP};visibility:hidden;background:transparent`);
    this.background = el('iframe', {
      title: 'Checkout background',
      sandbox: 'allow-same-origin',
      srcdoc: BACKGROUND_HTML,
      'aria-hidden': 'true',
      tabindex: '-1',
      style: `${FULL}z-index:${TOP};opacity:0;transition:opacity ${FADE_MS}ms;visibility:hidden`,
    });
    document.body.appendChild(this.background);
    document.body.appendChild(this.frame);
  }

  get isOpen(): boolean {
    return this.shown;
  }

  /** Shows the overlay: locks page scroll, moves focus into the checkout, listens for Escape. */
  open(): void {
    if (this.shown || !this.background) return;
    this.shown = true;
    this.opener = document.activeElement;
    const root = document.documentElement;
    this.savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    this.background.style.visibility = 'visible';
    this.background.style.opacity = '1';
    this.frame.style.visibility = 'visible';
    this.frame.removeAttribute('aria-hidden');
    this.frame.focus();
    document.addEventListener('keydown', this.onKey);
  }

  /** Hides the spinner once the transaction is ready. */
  hideSpinner(): void {
    const spinner = this.background?.contentDocument?.querySelector('div');
    spinner?.classList.add('h');
    this.background?.setAttribute('data-loaded', 'true');
  }

  /** Removes the checkout frame at once and fades the background out over 300 ms. */
  close(): void {
    document.removeEventListener('keydown', this.onKey);
    this.frame.remove();
    if (!this.background) {
      this.shown = false;
      return;
    }
    const background = this.background;
    background.style.opacity = '0';
    setTimeout(() => background.remove(), FADE_MS);
    if (this.shown) {
      document.documentElement.style.overflow = this.savedOverflow;
      if (this.opener instanceof HTMLElement) this.opener.focus();
    }
    this.shown = false;
  }
}
