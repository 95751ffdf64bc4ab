import * as z from '../../../lib/zod';
import { staffRoles } from '../../../lib/http/route-entry';
import { currentPasswordSchema, emailSchema, newPasswordSchema, otpCodeSchema } from '../../../lib/http/credential-schemas';

/** Request bodies of the dashboard's identity, team, keys and settings routes (`/dashboard/api/…`). */
export const signUpBody = /* @__PURE__ */ z.pure(() => z.object({
  businessName: z.string({ error: 'Enter your business name' }).check(z.trim(), z.minLength(1, 'Enter your business name'), z.maxLength(100, 'Business name must be at most 100 characters')),
  email: emailSchema,
  password: newPasswordSchema,
}));
export const confirmSignUpBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, code: otpCodeSchema }));
export const logInBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, password: currentPasswordSchema }));
const challengeSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Sign in again' }).check(z.minLength(1, 'Sign in again'), z.maxLength(8000, 'Sign in again')));
const totpCodeSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter the 6-digit code from your app' }).check(z.trim(), z.regex(/^[0-9]{6}$/, 'Enter the 6-digit code from your app')));
export const logInTotpBody = /* @__PURE__ */ z.pure(() => z.object({ challenge: challengeSchema, code: totpCodeSchema }));
export const refreshBody = /* @__PURE__ */ z.pure(() => z.object({ refreshToken: z.string({ error: 'Sign in again' }).check(z.minLength(1, 'Sign in again'), z.maxLength(8000, 'Sign in again')) }));
export const logOutBody = /* @__PURE__ */ z.pure(() => z.object({ refreshToken: z.optional(z.string().check(z.maxLength(8000))) }));
export const twoFactorConfirmBody = /* @__PURE__ */ z.pure(() => z.object({ code: totpCodeSchema }));
export const inviteBody = /* @__PURE__ */ z.pure(() => z.object({ email: emailSchema, role: z.enum(staffRoles, { error: 'Choose owner, developer or support' }) }));
export const acceptInviteBody = /* @__PURE__ */ z.pure(() => z.object({ token: z.string({ error: 'This invitation link is not valid' }).check(z.minLength(1), z.maxLength(200)), password: newPasswordSchema }));
export const passwordBody = /* @__PURE__ */ z.pure(() => z.object({ password: currentPasswordSchema }));
export const staffIdParams = /* @__PURE__ */ z.pure(() => z.object({ staffId: z.string().check(z.minLength(1), z.maxLength(100)) }));
