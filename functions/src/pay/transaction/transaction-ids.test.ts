import { fingerprint, newAccessCode, newTransactionId } from './transaction-ids';

describe('transaction ids', () => {
  test('It should fingerprint JSON by value, whatever the key order', () => {
    expect(fingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(fingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: '1' }));
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
  });

  test('It should make numeric transaction ids and long random access codes', () => {
    const id = newTransactionId();
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(newAccessCode()).toMatch(/^[a-z0-9]{20}$/);
    expect(newAccessCode()).not.toBe(newAccessCode());
  });
});
