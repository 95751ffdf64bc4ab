import { newTotpSecret, otpauthUri } from '../../../lib/auth/totp-code';
import { BadRequestError, ConflictError } from '../../../lib/http/errors';
import type { StaffPrincipal } from '../../../lib/http/http-route';
import { Staff } from '../../db/staff';
import { getMerchant } from '../../merchant/merchant-service';
import { signInAgain } from '../../shared/staff-access';
import { sealStaffValue } from '../staff/staff-secrets';
import { spendTotpCode } from '../staff/staff-totp';

/** `GET /me` */
export async function me(staff: StaffPrincipal) {
  const merchant = await getMerchant(staff.merchantId);
  return { staffId: staff.staffId, email: staff.email, role: staff.role, twoFactorEnabled: staff.twoFactorEnabled, merchant: { merchantId: merchant.merchantId, name: merchant.name, mode: merchant.mode ?? 'test' } };
}

/** `POST /two-factor/start`: a new secret, stored sealed as pending (replacing an unconfirmed one), shown once. */
export async function startTwoFactor(staff: StaffPrincipal): Promise<{ secret: string; otpauthUrl: string }> {
  if (staff.twoFactorEnabled) throw new ConflictError('Two-factor sign-in is already on');
  const secret = newTotpSecret();
  await Staff.patch({ staffId: staff.staffId })
    .set({ totpStatus: 'pending', totpSealedSecret: await sealStaffValue('totp-secret', secret) })
    .remove(['totpLastStep'])
    .go({ response: 'none' });
  return { secret, otpauthUrl: otpauthUri(secret, staff.email, 'Aso Pay') };
}

const wrongCode = () => new BadRequestError('The code is not correct or was already used', [{ path: 'code', message: 'The code is not correct or was already used' }]);

/** `POST /two-factor/confirm`: a right code from the app turns two-factor sign-in on. */
export async function confirmTwoFactor(staff: StaffPrincipal, code: string): Promise<{ twoFactorEnabled: true }> {
  const { data } = await Staff.get({ staffId: staff.staffId }).go({ consistent: true });
  if (!data) throw signInAgain();
  if (data.totpStatus !== 'pending') throw new ConflictError(data.totpStatus === 'enabled' ? 'Two-factor sign-in is already on' : 'Start setting up two-factor sign-in first');
  await spendTotpCode(data, code, wrongCode);
  await Staff.patch({ staffId: staff.staffId })
    .set({ totpStatus: 'enabled' })
    .where(({ totpStatus }, { eq }) => eq(totpStatus, 'pending'))
    .go({ response: 'none' });
  return { twoFactorEnabled: true };
}
