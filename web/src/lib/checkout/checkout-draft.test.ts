/** @jest-environment jsdom */
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft';

describe('checkout draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('It should survive a reload with one idempotency key, and be gone once cleared', () => {
    const saved = saveCheckoutDraft({ items: [{ productId: 'p1', quantity: 2 }], delivery: true, deliveryDetailsId: 'd1', measurementId: 'm1' });
    expect(saved.idempotencyKey).toMatch(/^web-[0-9a-f-]{36}$/);
    expect(loadCheckoutDraft()).toEqual(saved);
    expect(loadCheckoutDraft()?.idempotencyKey).toBe(saved.idempotencyKey);
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toBeNull();
  });

  test('It should ignore a malformed stored value', () => {
    window.sessionStorage.setItem('checkout', JSON.stringify({ items: [{ productId: 1 }], delivery: 'yes' }));
    expect(loadCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem('checkout', '{not json');
    expect(loadCheckoutDraft()).toBeNull();
  });
});
