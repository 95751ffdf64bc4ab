import { cardBrand, cvvValid, formatCardNumber, formatExpiry, isExpired, luhnValid, parseExpiry, validateCard } from './card';

const now = new Date(2026, 10, 23);

describe('card checks', () => {
  test('It should accept the documented test cards and reject a changed digit', () => {
    for (const number of ['4084084084084081', '5060666666666666666', '5399838383838381', '4000000000000002', '4000000000009995']) {
      expect(luhnValid(number)).toBe(true);
    }
    expect(luhnValid('4084084084084082')).toBe(false);
    expect(luhnValid('4084 0840 8408 4081')).toBe(true);
    expect(luhnValid('0')).toBe(false);
  });

  test('It should tell brands from the leading digits', () => {
    expect(cardBrand('4084084084084081')).toBe('visa');
    expect(cardBrand('5399838383838381')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('5060666666666666666')).toBe('verve');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9999')).toBe('unknown');
  });

  test('It should group numbers by four, and American Express 4-6-5', () => {
    expect(formatCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(formatCardNumber('5060666666666666666')).toBe('5060 6666 6666 6666 666');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('40840840840840819999')).toBe('4084 0840 8408 4081');
    expect(formatCardNumber('40a8')).toBe('408');
  });

  test('It should format and parse MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('1230')).toBeUndefined();
  });

  test('It should keep a card valid through its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, now)).toBe(true);
  });

  test('It should want 3 CVV digits, 4 allowed for American Express', () => {
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('1234', 'visa')).toBe(false);
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('12', 'verve')).toBe(false);
  });

  test('It should name each wrong field', () => {
    expect(validateCard({ number: '4084 0840 8408 4081', expiry: '12/30', cvv: '123' }, now)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvv: '' }, now)).toEqual({
      number: 'Enter your card number',
      expiry: 'Enter the expiry date',
      cvv: 'Enter the CVV',
    });
    const errors = validateCard({ number: '4084084084084082', expiry: '01/20', cvv: '12' }, now);
    expect(errors.number).toMatch(/not valid/);
    expect(errors.expiry).toBe('This card has expired');
    expect(errors.cvv).toMatch(/3 digits/);
  });
});
