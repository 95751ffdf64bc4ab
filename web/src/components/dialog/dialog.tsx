import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function overlayRoot(): HTMLElement {
  return document.getElementById('overlays') ?? document.body;
}

export interface DialogProps {
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** id of the element that says what the dialog asks (a confirmation's question), read out on opening. */
  describedBy?: string;
  /** `alertdialog` for a confirmation that interrupts (screen readers announce it at once). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
  /** `panel` slides in from the right (a full sheet on phones); `drawer` is the narrower cart drawer. */
  variant: 'panel' | 'drawer';
  /** Where focus starts; defaults to the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (e.g. the panel was opened by a deep link). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal dialog: `role="dialog"` + `aria-modal`, the rest of the app made inert while it is open, Tab
 * kept inside, Escape and the backdrop close it, and focus returns to whatever opened it.
 */
export function Dialog({ labelledBy, describedBy, role = 'dialog', onClose, children, variant, initialFocus, fallbackFocus }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    fallbackRef.current = fallbackFocus;
  });

  // A layout effect: focus is inside the dialog from its first paint, before a screen reader or a quick key
  // press meets the page behind it (a passive effect left a moment after a lazily loaded dialog appeared).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.body.classList.add('has-modal');
    (initialFocus?.current ?? ref.current)?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.classList.remove('has-modal');
      // Restore after the router has re-rendered, so the opener (or the page heading) is in place.
      window.setTimeout(() => {
        if (document.querySelector('[aria-modal="true"]')) return;
        // Something else (e.g. a new page's heading) has already taken focus.
        if (document.activeElement && document.activeElement !== document.body) return;
        const target = opener && opener.isConnected && opener !== document.body ? opener : fallbackRef.current?.();
        target?.focus();
      }, 0);
    };
    // Runs once per opening; the initial focus target is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Escape closes the topmost dialog wherever focus is (even if it fell to the page body).
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialogs = document.querySelectorAll('[aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== ref.current) return;
      event.preventDefault();
      onCloseRef.current();
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(focusable)).filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div className="dialog-layer">
      <div className="dialog-backdrop" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`dialog dialog--${variant}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    overlayRoot(),
  );
}
