import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toast-store';

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
    <div
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
    </div>
  );
}

/** The two live regions, taken from index.html (present before any toast), or created if missing. */
function region(id: string, role: 'alert' | 'status'): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  let container = document.getElementById('toasts');
  if (!container) {
    container = document.createElement('div');
    container.id = 'toasts';
    document.body.append(container);
  }
  container.className = 'toaster';
  const list = document.createElement('div');
  list.id = id;
  list.className = 'toaster__list';
  list.setAttribute('role', role);
  container.append(list);
  return list;
}

/**
 * The toast stack, top-right. Errors go to the assertive region (`role="alert"`), everything else to the
 * polite one (`role="status"`). Both live outside the app root, so toasts stay announced and reachable
 * while a modal makes the app inert.
 */
export default function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');
  return (
    <>
      {createPortal(
        errors.map((item) => <ToastItem key={item.id} item={item} />),
        region('toasts-alert', 'alert'),
      )}
      {createPortal(
        others.map((item) => <ToastItem key={item.id} item={item} />),
        region('toasts-status', 'status'),
      )}
    </>
  );
}
