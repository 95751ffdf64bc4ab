import { parseIsoInstant } from './iso-instant';

describe('parseIsoInstant', () => {
  test.each([
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['2024-03-01T10:30', '2024-03-01T10:30:00.000Z'],
    ['2024-03-01 10:30:15', '2024-03-01T10:30:15.000Z'],
    ['2024-03-01T10:30:15.25Z', '2024-03-01T10:30:15.250Z'],
    ['2024-03-01T10:30:15.123456789z', '2024-03-01T10:30:15.123Z'],
    ['2024-03-01T10:30:15+01:00', '2024-03-01T09:30:15.000Z'],
    ['2024-03-01T00:30:00-0230', '2024-03-01T03:00:00.000Z'],
    ['2016-09-24T00:00:05.000Z', '2016-09-24T00:00:05.000Z'],
  ])('It should read %s as %s', (text, instant) => {
    const at = parseIsoInstant(text);
    expect(at === undefined ? undefined : new Date(at).toISOString()).toBe(instant);
  });

  test('It should agree with Date.parse on every form both read alike', () => {
    for (const text of ['2024-03-01', '2024-03-01T10:30:15.250Z', '2024-03-01T10:30:15+01:00', '1999-12-31T23:59:59.999-05:00']) {
      expect(parseIsoInstant(text)).toBe(Date.parse(text));
    }
  });

  test('It should keep years before 100 as written', () => {
    expect(parseIsoInstant('0050-01-01')).toBe(Date.parse('0050-01-01T00:00:00Z'));
  });

  test.each([
    'Nov 5 2024',
    '1',
    '2024',
    'garbage 2024',
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-5',
    '2024-01-01T24:00',
    '2024-01-01T10:60',
    '2024-01-01T10:30:60',
    '2024-01-01T10',
    '2024-01-01T10:30+25:00',
    '2024-01-01T10:30+01:60',
    '2024-01-01T10:30:15.Z',
    ' 2024-01-01',
    '2024-01-01Z',
    '',
  ])('It should refuse %j', (text) => {
    expect(parseIsoInstant(text)).toBeUndefined();
  });
});
