import * as z from '../zod';

/**
 * The sign-in fields both products' accounts share (the Shop's users, Pay's dashboard staff), so their forms
 * and APIs check e-mails, passwords and e-mailed codes alike. E-mail addresses are trimmed and lower-cased.
 */
export const emailSchema = /* @__PURE__ */ z.pure(() => z.pipe(z.string({ error: 'Enter your e-mail address' }).check(z.trim(), z.toLowerCase(), z.minLength(1, 'Enter your e-mail address'), z.maxLength(254, 'E-mail address is too long')), z.email({ error: 'Enter a valid e-mail address' })));

/** The user pool's policy: at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol. */
export const passwordRules = [
  { test: (value: string) => value.length >= 8, missing: 'at least 8 characters' },
  { test: (value: string) => /[A-Z]/.test(value), missing: 'an upper-case letter' },
  { test: (value: string) => /[a-z]/.test(value), missing: 'a lower-case letter' },
  { test: (value: string) => /[0-9]/.test(value), missing: 'a digit' },
  { test: (value: string) => /[^A-Za-z0-9\s]/.test(value), missing: 'a symbol' },
] as const;

/** Lists what a password still lacks; empty when it meets the policy. */
export function missingPasswordRules(value: string): string[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.missing);
}

export const newPasswordSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter a password' }).check(z.maxLength(128, 'Password must be at most 128 characters'), z.superRefine((value, ctx) => {
    const missing = missingPasswordRules(value);
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs ${missing.join(', ')}` });
  })));

/** A password being checked (login, re-entry): never policy-checked, only bounded. */
export const currentPasswordSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter your password' }).check(z.minLength(1, 'Enter your password'), z.maxLength(128, 'Password must be at most 128 characters')));

export const otpCodeSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter the 6-digit code' }).check(z.trim(), z.regex(/^[0-9]{6}$/, 'The code is the 6 digits from the e-mail')));

