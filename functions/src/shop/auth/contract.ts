import * as z from '../../lib/zod';
import { optionalText, phoneSchema, withoutInvisibleControls } from '../shared/contract';

/**
 * Request and response shapes of the `/auth/*` routes, shared with the browser so the forms check exactly
 * what the server checks. E-mail addresses are trimmed and lower-cased everywhere.
 */
export {
  currentPasswordSchema,
  emailSchema,
  missingPasswordRules,
  newPasswordSchema,
  otpCodeSchema,
  passwordRules,
} from '../../lib/http/credential-schemas';
import { currentPasswordSchema, emailSchema, newPasswordSchema, otpCodeSchema } from '../../lib/http/credential-schemas';

const name = (label: string) =>
  z.string({ error: `Enter your ${label}` }).check(z.overwrite(withoutInvisibleControls), z.trim(), z.minLength(1, `Enter your ${label}`), z.maxLength(60, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most 60 characters`));

const givenOrEmpty = (label: string, max: number) => z._default(optionalText(label, max), '');

export const otpPurposes = ['signup', 'recovery'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** `POST /auth/signUp-otp` */
export const signUpOtpBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, firstName: name('first name') }));
export type SignUpOtpBody = z.input<typeof signUpOtpBody>;

/** `POST /auth/resend-otp`: `purpose` defaults to sign-up. */
export const resendOtpBody = /* @__PURE__ */ z.pure(() => z.object({
  email: emailSchema,
  purpose: z._default(z.enum(otpPurposes, { error: 'purpose must be signup or recovery' }), 'signup'),
}));
export type ResendOtpBody = z.input<typeof resendOtpBody>;

/** The profile fields a customer gives at sign-up. */
export const registrationFields = /* @__PURE__ */ z.pure(() => z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailSchema,
  phone: phoneSchema,
  country: z.pipe(givenOrEmpty('Country', 60), z.transform((value) => value || 'Nigeria')),
  state: givenOrEmpty('State', 60),
  city: givenOrEmpty('City', 60),
  address: givenOrEmpty('Address', 200),
}));

/**
 * `POST /admin/user/add-user`: the sign-up fields without a password; the new user sets one with the mailed
 * code. Here beside sign-up, since the route makes the account the same way (`admin-account-service.ts`).
 */
export const addUserBody = registrationFields;
export type AddUserBody = z.input<typeof addUserBody>;

/** `POST /auth/signup` */
export const signUpBody = /* @__PURE__ */ z.pure(() => z.extend(registrationFields, { password: newPasswordSchema, otp: otpCodeSchema }));
export type SignUpBody = z.input<typeof signUpBody>;

/** `POST /auth/login` */
export const logInBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, password: currentPasswordSchema }));
export type LogInBody = z.input<typeof logInBody>;

/** `POST /auth/forgot-password` */
export const forgotPasswordBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema }));
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** `POST /auth/reset-password` */
export const resetPasswordBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, otp: otpCodeSchema, password: newPasswordSchema }));
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** `POST /auth/change-password` */
export const changePasswordBody = /* @__PURE__ */ z.pure(() => z.object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema }));
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `POST /user/delete-account`: the password is re-entered. */
export const deleteAccountBody = /* @__PURE__ */ z.pure(() => z.object({
  password: z.string({ error: 'Enter your password' }).check(z.minLength(1, 'Enter your password'), z.maxLength(128, 'Password is too long')),
}));

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

/** A code from the authenticator app (6 digits, RFC 6238). */
export const totpCodeSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter the 6-digit code from your authenticator app' }).check(z.trim(), z.regex(/^[0-9]{6}$/, 'Enter the 6-digit code from your authenticator app')));

/** The app's 6-digit code or one of the recovery codes (`k7mq2-x9tpa`). */
export const secondFactorCodeSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter the code from your authenticator app or a recovery code' }).check(z.trim(), z.minLength(6, 'Enter the code from your authenticator app or a recovery code'), z.maxLength(20, 'The code is too long')));

/** `POST /auth/confirm-two-factor` */
/**
 * `POST /auth/confirm-two-factor`: the app's code, and the password again: turning the factor on ends
 * every session, this one too, and the password opens this browser's new one.
 */
export const confirmTwoFactorBody = /* @__PURE__ */ z.pure(() => z.object({ code: totpCodeSchema, password: currentPasswordSchema }));
/** `POST /auth/disable-two-factor` */
export const disableTwoFactorBody = /* @__PURE__ */ z.pure(() => z.object({ code: secondFactorCodeSchema }));

/** `POST /auth/login-totp`: the challenge `/auth/login` answered and the second factor. */
export const logInTotpBody = /* @__PURE__ */ z.pure(() => z.object({
  challenge: z.string({ error: 'The sign-in has expired. Please sign in again.' }).check(z.trim(), z.minLength(1, 'The sign-in has expired. Please sign in again.'), z.maxLength(8000, 'The sign-in challenge is not valid')),
  code: secondFactorCodeSchema,
}));
export type LogInTotpBody = z.input<typeof logInTotpBody>;

/**
 * `POST /auth/google-session`: the refresh token the SPA's Google callback page got from the hosted UI's
 * token endpoint (code flow with PKCE); the Shop checks it with Cognito and keeps it only in its cookie.
 */
export const googleSessionBody = /* @__PURE__ */ z.pure(() => z.object({
  refreshToken: z.string({ error: 'The Google sign-in has expired. Please try again.' }).check(z.trim(), z.minLength(1, 'The Google sign-in has expired. Please try again.'), z.maxLength(8000, 'The Google sign-in is not valid')),
}));
export type GoogleSessionBody = z.input<typeof googleSessionBody>;

/** `data` of login (and reset) when the account has two-factor sign-in: no session yet, a sealed challenge. */
export interface TotpChallenge {
  totpRequired: true;
  challenge: string;
  expiresIn: number;
}

export type LogInAnswer = AuthSession | TotpChallenge;

export function isTotpChallenge(answer: LogInAnswer): answer is TotpChallenge {
  return 'totpRequired' in answer && answer.totpRequired;
}

/** `GET /auth/fetch-two-factor` */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** `POST /auth/start-two-factor`: shown once; the secret is never answered again. */
export interface TwoFactorEnrolment {
  uri: string;
  secret: string;
}

/** `POST /auth/confirm-two-factor`: shown once; only their hashes are kept. */
export interface TwoFactorRecoveryCodes {
  recoveryCodes: string[];
  /** This browser's new session: every earlier one ended when the factor went on. */
  session: AuthSession;
}
