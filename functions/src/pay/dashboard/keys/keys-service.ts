import { isConditionFailure } from '../../../lib/db/condition-failure';
import { ConflictError, UnauthorizedError } from '../../../lib/http/errors';
import type { StaffPrincipal } from '../../../lib/http/http-route';
import { Merchant } from '../../db/merchant';
import { hashSecretKey, newMerchantKeys } from '../../merchant/merchant-keys';
import { getMerchant } from '../../merchant/merchant-service';
import { enabledModes } from '../../processor/processor-factory';
import { payMasterKey } from '../../webhook/pay-master-key';
import { openSecretKey, sealSecretKey } from '../../webhook/secret-key-cipher';
import { checkStaffPassword } from '../staff/staff-session';

/**
 * `GET /keys`: the public key, and only the secret key's last four characters; `liveEnabled` says whether this
 * deployment has a live acquirer (none yet: a merchant holds one key pair, of its mode, and live keys are refused).
 */
export async function viewKeys(merchantId: string): Promise<{ mode: string; publicKey: string; secretKeyLast4: string; liveEnabled: boolean }> {
  const merchant = await getMerchant(merchantId);
  const secretKey = openSecretKey(merchant.secretKeySealed, merchantId, await payMasterKey());
  return { mode: merchant.mode ?? 'test', publicKey: merchant.publicKey, secretKeyLast4: secretKey.slice(-4), liveEnabled: enabledModes().includes('live') };
}

const wrongPassword = () => new UnauthorizedError('Password is incorrect', { code: 'unauthorized' });

/** The caller's own password again, before a key is shown or changed. */
async function confirmPassword(staff: StaffPrincipal, password: string): Promise<void> {
  const { staff: checked } = await checkStaffPassword(staff.email, password, wrongPassword);
  if (checked.staffId !== staff.staffId) throw wrongPassword();
}

/** `POST /keys/reveal` */
export async function revealSecretKey(staff: StaffPrincipal, password: string): Promise<{ secretKey: string }> {
  await confirmPassword(staff, password);
  const merchant = await getMerchant(staff.merchantId);
  return { secretKey: openSecretKey(merchant.secretKeySealed, merchant.merchantId, await payMasterKey()) };
}

/**
 * `POST /keys/rotate`: a new key pair in the merchant's mode, written only over the pair that was read; the old
 * secret key's hash is gone from the key index in the same write, so the old key is refused from now on.
 */
export async function rotateKeys(staff: StaffPrincipal, password: string): Promise<{ publicKey: string; secretKey: string }> {
  await confirmPassword(staff, password);
  const merchant = await getMerchant(staff.merchantId);
  const { publicKey, secretKey } = newMerchantKeys(merchant.mode ?? 'test');
  try {
    await Merchant.patch({ merchantId: merchant.merchantId })
      .set({ publicKey, secretKeyHash: hashSecretKey(secretKey), secretKeySealed: sealSecretKey(secretKey, merchant.merchantId, await payMasterKey()) })
      .where(({ secretKeyHash }, { eq }) => eq(secretKeyHash, merchant.secretKeyHash))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('The keys were changed meanwhile: reload and try again');
    throw error;
  }
  return { publicKey, secretKey };
}
