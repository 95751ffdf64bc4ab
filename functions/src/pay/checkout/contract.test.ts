import { cardBrand, chargeCardBody, expiryValid, luhnValid, testCards } from './contract';

describe('checkout contract', () => {
  test('It should accept every documented test card as Luhn-valid and refuse a changed digit', () => {
    for (const number of Object.values(testCards)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4084084084084082')).toBe(false);
    expect(luhnValid('40840840a4084081')).toBe(false);
  });

  test('It should name the brand from the leading digits', () => {
    expect(cardBrand(testCards.success)).toBe('visa');
    expect(cardBrand(testCards.pinThenOtp)).toBe('verve');
    expect(cardBrand(testCards.otpOnly)).toBe('mastercard');
  });

  test('It should treat a card as valid through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 30, 23, 0));
    expect(expiryValid('11', '26', now)).toBe(true);
    expect(expiryValid('10', '2026', now)).toBe(false);
    expect(expiryValid('13', '2027', now)).toBe(false);
  });

  test('It should strip spaces and dashes from the number and coerce the expiry to text', () => {
    const parsed = chargeCardBody.parse({ access_code: 'abc', number: '4084 0840-8408 4081', exp_month: 9, exp_year: 2030, cvv: '123' });
    expect(parsed).toMatchObject({ number: testCards.success, exp_month: '9', exp_year: '2030' });
  });
});
