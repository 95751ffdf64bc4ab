/**
 * What the cart page hands to the order confirmation (`/order`): ids, quantities and choices only. It is kept
 * in session storage so a reload of `/order` still works; prices are never taken from it (the server prices
 * the order). The idempotency key is made once per draft, so double clicks and retries place one order.
 */
export interface CheckoutDraft {
  /** `measurementId` only where a line is made to another set than the order's (e.g. for a spouse). */
  items: { productId: string; quantity: number; measurementId?: string }[];
  delivery: boolean;
  deliveryDetailsId?: string;
  measurementId: string;
  neededBy?: string;
  idempotencyKey: string;
}

const storageKey = 'checkout';

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    Array.isArray(draft.items) &&
    draft.items.every((item: unknown) => {
      const line = item as Record<string, unknown> | null;
      return typeof line?.productId === 'string' && typeof line.quantity === 'number' && (line.measurementId === undefined || typeof line.measurementId === 'string');
    }) &&
    typeof draft.delivery === 'boolean' &&
    (draft.deliveryDetailsId === undefined || typeof draft.deliveryDetailsId === 'string') &&
    typeof draft.measurementId === 'string' &&
    (draft.neededBy === undefined || typeof draft.neededBy === 'string') &&
    typeof draft.idempotencyKey === 'string'
  );
}

export function saveCheckoutDraft(draft: Omit<CheckoutDraft, 'idempotencyKey'>): CheckoutDraft {
  const saved: CheckoutDraft = { ...draft, idempotencyKey: `web-${crypto.randomUUID()}` };
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Storage blocked: the confirmation page then sends the customer back to the cart.
  }
  return saved;
}

export function loadCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
