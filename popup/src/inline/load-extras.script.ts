import { el } from './dom';
import { currentScriptSrc, DEFAULT_ORIGIN } from './hosts';
import { type Extras, LAZY_EVENT, LAZY_FILE } from './lazy';

export const LAZY_LOAD_FAILED = 'AsoPay: could not load ';

/** `inline.js`'s own URL, known only while it runs: the lazy file lives beside it. */
const scriptUrl = currentScriptSrc() ?? `${DEFAULT_ORIGIN}/v1/inline.js`;
let pending: Promise<Extras> | undefined;

/**
 * The modal and wallet pay for the script-tag build: `LAZY_FILE` from the pop-up script's own origin and
 * folder, loaded once as a classic script (the merchant's CSP already allows that origin for `inline.js`),
 * which hands them over on its `<script>` element (no global). A failed load may be retried later.
 */
export function loadExtras(): Promise<Extras> {
  pending ??= new Promise<Extras>((resolve, reject) => {
    const src = new URL(LAZY_FILE, scriptUrl).href;
    const script = el('script', { src });
    let handedOver = false;
    const fail = (): void => {
      if (handedOver) return;
      pending = undefined;
      script.remove();
      reject(new Error(LAZY_LOAD_FAILED + src));
    };
    script.addEventListener(LAZY_EVENT, (event) => {
      handedOver = true;
      resolve((event as CustomEvent<Extras>).detail);
    });
    // `load` follows the script's run: if it handed nothing over, it is not ours.
    script.addEventListener('load', fail);
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  return pending;
}
