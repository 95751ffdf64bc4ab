import { optionalEnv } from '../../lib/env/env';
import { escapeHtml, type Mail } from '../../lib/mail/mail-content';
import type { OtpPurpose } from './contract';

function brandName(): string {
  return optionalEnv('SHOP_NAME') ?? 'Aso';
}

/** The branded code e-mail: the code, how long it is valid, and what to do if it was not you. */
export function otpMail(purpose: OtpPurpose, code: string, firstName: string, validMinutes: number, welcome = false): Mail {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const action = purpose === 'signup' ? `finish creating your ${brandName()} account` : welcome ? `set the password of the ${brandName()} account we made for you (on the reset password page)` : `reset your ${brandName()} password`;
  // Never the code itself: subjects show on lock screens and in notification previews, and mail servers log them.
  const subject = purpose === 'signup' ? `Your ${brandName()} sign-up code` : welcome ? `Your new ${brandName()} account: set your password` : `Your ${brandName()} password reset code`;
  const notYou =
    purpose === 'signup'
      ? 'If you did not try to create an account, ignore this e-mail: no account is created without the code.'
      : welcome
        ? 'When the code expires, use Forgot password on the sign-in page to get a new one. Never share this code.'
        : 'If you did not ask to reset your password, ignore this e-mail: your password stays the same. Never share this code.';
  const text = [greeting, '', `Use this code to ${action}:`, '', code, '', `It is valid for ${validMinutes} minutes and works once.`, notYou, '', `— ${brandName()}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="color:#7c2d12;font-size:22px">${escapeHtml(brandName())}</h1>
<p>${escapeHtml(greeting)}</p>
<p>Use this code to ${escapeHtml(action)}:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>It is valid for ${validMinutes} minutes and works once.</p>
<p style="color:#6b7280">${escapeHtml(notYou)}</p>
</body></html>`;
  return { subject, text, html };
}
