import { nairaInputValue, parseNaira } from './naira-input';

describe('amounts typed in naira', () => {
  test('It should read whole naira, kobo, grouping and the naira sign as kobo', () => {
    expect(parseNaira('25000')).toBe(25_000_00);
    expect(parseNaira('₦25,000.5')).toBe(25_000_50);
    expect(parseNaira(' 0.05 ')).toBe(5);
  });

  test('It should refuse what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseNaira(text)).toBeNull();
  });

  test('It should show kobo back as a value the input parses again', () => {
    for (const kobo of [25_000_00, 25_000_50, 7, 0]) expect(parseNaira(nairaInputValue(kobo))).toBe(kobo);
  });
});
