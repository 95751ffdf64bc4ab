import type { mountWalletButton, startWalletPay } from './apple-pay';
import type { Modal } from './modal';

/**
 * The parts of the script only some checkouts use: the pre-checkout modal and wallet pay. The script-tag
 * build loads them on first use from `LAZY_FILE` beside `inline.js` (same origin, same path), so the script
 * every merchant page loads stays small; the ESM build and the tests bundle them in.
 */
export interface Extras {
  Modal: typeof Modal;
  mountWalletButton: typeof mountWalletButton;
  startWalletPay: typeof startWalletPay;
}

/** The lazily loaded script's file name, resolved against the pop-up script's own URL. */
export const LAZY_FILE = 'inline-extras.js';

/** The event the lazily loaded script dispatches on its own `<script>` element, `detail` holding the `Extras`. */
export const LAZY_EVENT = 'asopay:extras';
