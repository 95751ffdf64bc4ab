import { optionalText, requiredText } from './contract';

describe('names and addresses', () => {
  test('It should drop NUL and bidirectional controls and keep the rest of the text', () => {
    expect(requiredText('Name', 60).parse('Ada\u202Egpj.exe')).toBe('Adagpj.exe');
    expect(optionalText('Address', 200).parse(' 12 Allen\u0000 Avenue\u2066\u2069\u200E\u200F ')).toBe('12 Allen Avenue');
    expect(requiredText('Name', 60).parse('Adé Ọlá')).toBe('Adé Ọlá');
  });

  test('It should refuse a required field made only of controls', () => {
    expect(requiredText('Name', 60).safeParse('\u202E\u0000').success).toBe(false);
  });
});
