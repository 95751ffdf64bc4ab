import * as z from 'zod';
import { optionalText, phoneSchema } from '../shared/contract';

/**
 * Request and response shapes of the `/auth/*` routes, shared with the browser so the forms check exactly
 * what the server checks. E-mail addresses are trimmed and lower-cased everywhere.
 */
export const emailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address')
  .max(254, 'E-mail address is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

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

export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .max(128, 'Password must be at most 128 characters')
  .superRefine((value, ctx) => {
    const missing = missingPasswordRules(value);
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs ${missing.join(', ')}` });
  });

/** A password being checked (login, re-entry): never policy-checked, only bounded. */
export const currentPasswordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(128, 'Password must be at most 128 characters');

export const otpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^[0-9]{6}$/, 'The code is the 6 digits from the e-mail');

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(60, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most 60 characters`);

const givenOrEmpty = (label: string, max: number) => optionalText(label, max).default('');

export const otpPurposes = ['signup', 'recovery'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** `POST /auth/signUp-otp` */
export const signUpOtpBody = z.object({ email: emailSchema, firstName: name('first name') });
export type SignUpOtpBody = z.input<typeof signUpOtpBody>;

/** `POST /auth/resend-otp`: `purpose` defaults to sign-up. */
export const resendOtpBody = z.object({
  email: emailSchema,
  purpose: z.enum(otpPurposes, { error: 'purpose must be signup or recovery' }).default('signup'),
});
export type ResendOtpBody = z.input<typeof resendOtpBody>;

/** The profile fields a customer gives at sign-up. */
export const registrationFields = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailSchema,
  phone: phoneSchema,
  country: givenOrEmpty('Country', 60).transform((value) => value || 'Nigeria'),
  state: givenOrEmpty('State', 60),
  city: givenOrEmpty('City', 60),
  address: givenOrEmpty('Address', 200),
});

/** `POST /auth/signup` */
export const signUpBody = registrationFields.extend({ password: newPasswordSchema, otp: otpCodeSchema });
export type SignUpBody = z.input<typeof signUpBody>;

/** `POST /auth/login` */
export const logInBody = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LogInBody = z.input<typeof logInBody>;

/** `POST /auth/forgot-password` */
export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** `POST /auth/reset-password` */
export const resetPasswordBody = z.object({ email: emailSchema, otp: otpCodeSchema, password: newPasswordSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** `POST /auth/change-password` */
export const changePasswordBody = z.object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `POST /user/delete-account`: the password is re-entered. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128, 'Password is too long'),
});

/** The signed-in user as the session answers carry it. */
export interface SessionUser {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
}

/** `data` of sign-up, login, refresh and reset: the refresh token travels only in the httpOnly cookie. */
export interface AuthSession {
  accessToken: string;
  expiresIn: number;
  user: SessionUser;
}

/** `data` of the OTP-sending routes. */
export interface OtpSent {
  email: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export const otpRules = {
  validSeconds: 10 * 60,
  maxWrongTries: 5,
  resendCooldownSeconds: 60,
  sendsPerHour: 5,
} as const;
