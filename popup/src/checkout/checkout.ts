import type { ChargeResult, InitData } from './api';

/** What the channel views (card, transfer, vault) need from the page controller. */
export interface Checkout {
  readonly data: InitData;
  readonly accessCode: string;
  /** `NGN 25,000.00`. */
  readonly amount: string;
  /** Shows a view in the panel and moves focus to `focus`, else to the view's heading. */
  show(view: HTMLElement, options?: { focus?: HTMLElement | null; tabs?: boolean }): void;
  /** Says something to screen-reader users without moving focus. */
  announce(message: string): void;
  /** Acts on a charge answer; `back` shows the view the charge started from with the failure message. */
  afterCharge(result: ChargeResult, back: (message: string) => void): void;
}
