import { sendMail } from '../../../lib/mail/send-mail';
import { StaffSignUp } from '../../db/staff';
import { codeHash, newEmailCode, sealStaffValue } from '../staff/staff-secrets';
import { signUpCodeMail } from './sign-up-mail';

const validMinutes = 30;

/**
 * `POST /auth/sign-up`: keeps the business name, the code's keyed hash and the password sealed for 30 minutes
 * (a new sign-up for the same e-mail replaces it) and e-mails the code. Nothing is made until the code comes back.
 */
export async function startSignUp(input: { businessName: string; email: string; password: string }): Promise<void> {
  const code = newEmailCode();
  const now = Date.now();
  await StaffSignUp.put({
    email: input.email,
    businessName: input.businessName,
    codeHash: await codeHash(input.email, code),
    sealedPassword: await sealStaffValue('sign-up-password', input.password),
    tries: 0,
    validUntil: now + validMinutes * 60_000,
    expiresAt: Math.ceil(now / 1000) + validMinutes * 60,
  }).go({ response: 'none' });
  await sendMail(input.email, signUpCodeMail(code, input.businessName, validMinutes));
}

