import { vaultCodeMail } from './vault-mail';

describe('vaultCodeMail', () => {
  test('It should keep the code out of the subject and put it in the body', () => {
    const mail = vaultCodeMail('482913', 'Aso', 10);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.subject).toContain('Aso');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
  });
});
