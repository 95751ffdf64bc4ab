import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { sealText, unsealText } from '../../../lib/auth/seal';
import { payMasterKey } from '../../webhook/pay-master-key';

/**
 * The dashboard's sealed values and keyed hashes, under keys derived from Pay's master key (`secret:pay-master`)
 * for this use only: a sign-up's password until its code confirms it, an authenticator secret, a sign-in
 * challenge; e-mailed codes are kept as keyed hashes.
 */
export type StaffSealPurpose = 'sign-up-password' | 'totp-secret' | 'login-challenge';

const domain = 'aso-pay-dashboard';

export async function sealStaffValue(purpose: StaffSealPurpose, plaintext: string): Promise<string> {
  return sealText(await payMasterKey(), domain, purpose, plaintext);
}

export async function unsealStaffValue(purpose: StaffSealPurpose, sealed: string): Promise<string | null> {
  return unsealText(await payMasterKey(), domain, purpose, sealed);
}

/** An e-mailed code's stored form, bound to its address. */
export async function codeHash(email: string, code: string): Promise<string> {
  const key = Buffer.from(hkdfSync('sha256', await payMasterKey(), domain, 'e-mail-code', 32));
  return createHmac('sha256', key).update(`${email}:${code}`).digest('hex');
}

/** Six random digits. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
