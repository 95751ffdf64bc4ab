import { newOrderId, parsePaymentReference, paymentReference } from './order-id';

describe('order ids and payment references', () => {
  test('It should make ten readable characters that differ between orders', () => {
    const ids = new Set(Array.from({ length: 200 }, newOrderId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  });

  test('It should name the first attempt by the order id and later ones with a suffix, and read both back', () => {
    const id = newOrderId();
    expect(paymentReference(id, 1)).toBe(id);
    expect(paymentReference(id, 2)).toBe(`${id}-2`);
    expect(parsePaymentReference(id)).toEqual({ orderID: id, attempt: 1 });
    expect(parsePaymentReference(`${id}-12`)).toEqual({ orderID: id, attempt: 12 });
  });

  test('It should not read references that are not ours', () => {
    for (const reference of ['', 'abc', 'ABCDEFGHJK-1', 'ABCDEFGHJK-02', 'ABCDEFGHJK-x', 'ABCDEFGHJKL', 'T_ref_123']) {
      expect(parsePaymentReference(reference)).toBeUndefined();
    }
  });
});
