import { escapeHtml, type Mail } from '../../../lib/mail/mail-content';

/** The sign-up code e-mail; the code stays out of the subject (lock screens show subjects). */
export function signUpCodeMail(code: string, businessName: string, validMinutes: number): Mail {
  const subject = 'Your Aso Pay sign-up code';
  const text = [
    'Hello,',
    '',
    `Use this code to finish signing ${businessName} up for Aso Pay:`,
    '',
    code,
    '',
    `It is valid for ${validMinutes} minutes. If you did not sign up, ignore this e-mail.`,
    '',
    '— Aso Pay',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:22px">Aso Pay</h1>
<p>Use this code to finish signing ${escapeHtml(businessName)} up for Aso Pay:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>It is valid for ${validMinutes} minutes. If you did not sign up, ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}
