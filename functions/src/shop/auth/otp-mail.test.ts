import { otpMail } from './otp-mail';

describe('otpMail', () => {
  test.each([
    ['signup', false],
    ['recovery', false],
    ['recovery', true],
  ] as const)('It should keep the %s code (welcome: %s) out of the subject and in the body', (purpose, welcome) => {
    const mail = otpMail(purpose, '482913', 'Ada', 10, welcome);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
  });
});
