import * as z from 'zod';
import { staffRoles } from '../../../lib/http/route-entry';
import { currentPasswordSchema, emailSchema, newPasswordSchema, otpCodeSchema } from '../../../lib/http/credential-schemas';

/** Request bodies of the dashboard's identity, team, keys and settings routes (`/dashboard/api/…`). */
export const signUpBody = z.object({
  businessName: z.string({ error: 'Enter your business name' }).trim().min(1, 'Enter your business name').max(100, 'Business name must be at most 100 characters'),
  email: emailSchema,
  password: newPasswordSchema,
});
export const confirmSignUpBody = z.object({ email: emailSchema, code: otpCodeSchema });
export const logInBody = z.object({ email: emailSchema, password: currentPasswordSchema });
const challengeSchema = z.string({ error: 'Sign in again' }).min(1, 'Sign in again').max(8000, 'Sign in again');
const totpCodeSchema = z.string({ error: 'Enter the 6-digit code from your app' }).trim().regex(/^[0-9]{6}$/, 'Enter the 6-digit code from your app');
export const logInTotpBody = z.object({ challenge: challengeSchema, code: totpCodeSchema });
export const refreshBody = z.object({ refreshToken: z.string({ error: 'Sign in again' }).min(1, 'Sign in again').max(8000, 'Sign in again') });
export const logOutBody = z.object({ refreshToken: z.string().max(8000).optional() });
export const twoFactorConfirmBody = z.object({ code: totpCodeSchema });
export const inviteBody = z.object({ email: emailSchema, role: z.enum(staffRoles, { error: 'Choose owner, developer or support' }) });
export const acceptInviteBody = z.object({ token: z.string({ error: 'This invitation link is not valid' }).min(1).max(200), password: newPasswordSchema });
export const passwordBody = z.object({ password: currentPasswordSchema });
export const staffIdParams = z.object({ staffId: z.string().min(1).max(100) });
