import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/two-factor/confirm`: the app's first code turns two-factor sign-in on. */
export async function confirmTwoFactor(code: string): Promise<{ twoFactorEnabled: boolean }> {
  return (await staffCall<{ twoFactorEnabled: boolean }>('POST', '/two-factor/confirm', { body: { code } })).data;
}
