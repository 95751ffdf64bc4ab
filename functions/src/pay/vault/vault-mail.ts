import { escapeHtml } from '../../lib/mail/mail-content';
import { sendMail } from '../../lib/mail/send-mail';

interface VaultCodeMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The vault code e-mail: the code, who asked (the merchant), how long it is valid. The code stays out of the
 * subject, which lock screens and notification previews show to anyone near the phone.
 */
export function vaultCodeMail(code: string, merchantName: string, validMinutes: number): VaultCodeMail {
  const subject = `Your Aso Pay code to pay ${merchantName}`;
  const text = [
    'Hello,',
    '',
    `Use this code to pay ${merchantName} with a card saved in Aso Pay:`,
    '',
    code,
    '',
    `It is valid for ${validMinutes} minutes and works once.`,
    'If you did not ask for it, ignore this e-mail: nobody can use your saved cards without the code.',
    '',
    '— Aso Pay',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:22px">Aso Pay</h1>
<p>Use this code to pay ${escapeHtml(merchantName)} with a card saved in Aso Pay:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>It is valid for ${validMinutes} minutes and works once.</p>
<p style="color:#6b7280">If you did not ask for it, ignore this e-mail: nobody can use your saved cards without the code.</p>
</body></html>`;
  return { subject, text, html };
}

export async function sendVaultCode(to: string, code: string, merchantName: string, validMinutes: number): Promise<void> {
  await sendMail(to, vaultCodeMail(code, merchantName, validMinutes));
}
