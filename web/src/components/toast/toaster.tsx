import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toast-store';
import './toast.css';

function ToastItem({ item }: { item: Toast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    <li
      className={`toast toast--${item.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__message">{item.message}</span>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(item.id)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The toast stack, top-right. Two live regions that exist before any toast does: errors are assertive
 * (`role="alert"`), everything else polite (`role="status"`), so screen readers announce each toast once.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');
  // Outside the app root, so toasts stay announced and reachable while a modal makes the app inert.
  return createPortal(
    <div className="toaster">
      <ul role="alert" aria-live="assertive" className="toaster__list">
        {errors.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ul>
      <ul role="status" aria-live="polite" className="toaster__list">
        {others.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ul>
    </div>,
    document.getElementById('toasts') ?? document.body,
  );
}
