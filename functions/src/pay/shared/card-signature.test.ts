import { cardSignature, newCardSignatureKey } from './card-signature';

const card = { bin: '408408', last4: '4081', brand: 'visa', expMonth: '12', expYear: '2030' };

describe('cardSignature', () => {
  test('It should give the same card the same signature under one key', () => {
    // Prepare
    const key = newCardSignatureKey();
    // Act
    const first = cardSignature(key, card);
    const second = cardSignature(key, { ...card, brand: 'VISA', expMonth: '12', expYear: '30' });
    // Assess
    expect(first).toMatch(/^SIG_[A-Za-z0-9_-]{20}$/);
    expect(second).toBe(first);
  });

  test('It should give another card, or another merchant\'s key, another signature', () => {
    const key = newCardSignatureKey();
    const signature = cardSignature(key, card);
    expect(cardSignature(key, { ...card, last4: '4082' })).not.toBe(signature);
    expect(cardSignature(key, { ...card, expYear: '2031' })).not.toBe(signature);
    expect(cardSignature(newCardSignatureKey(), card)).not.toBe(signature);
  });

  test('It should not show the card facts it is made from', () => {
    const signature = cardSignature(newCardSignatureKey(), card);
    expect(signature).not.toContain(card.bin);
    expect(signature).not.toContain(card.last4);
  });
});
